import type { TransferInput } from '../../repositories/ledger/transfers.js';

/** Ids for a batch's new rows, taken from the tables' sequences in one statement. */
export type TakeIds = (
  orders: number,
  positions: number,
) => Promise<{ orders: number[]; positions: number[] }>;

/** What a batch's flush writes: every row with its real id, and the transfers keyed by them. */
export interface PendingWrite<O, P> {
  orders: O[];
  /** Positions that existed before the batch, at their end state. */
  updated: P[];
  /** Positions the batch opened, at their end state (closed again within it, too). */
  opened: P[];
  transfers: TransferInput[];
}

interface PendingOrder<O> {
  row: O;
  transfers: TransferInput[];
  /** The prefix of its transfers' keys for an order id (the placeholder's is replaced by the real id's). */
  keyOf: (orderId: number) => string;
}

/**
 * The rows a batch decided in memory (check-then-write, docs/engine-core.md), until its flush writes them as sets:
 * new orders, and every position row it made (a later change of the same position makes a new row; the last one
 * is written). Rows made here carry negative ids until `take` gives them their real ids in place, so every answer,
 * change and batch state holding them sees the real id.
 */
export class PendingRows<O extends { id: number }, P extends { id: number }> {
  private orders: Array<PendingOrder<O>> = [];
  private made: P[] = [];
  private last = new Map<number, P>();
  private nextId = -1;

  /** An id for a row until the flush gives it its own. */
  placeholder(): number {
    return this.nextId--;
  }

  /** A position row the batch made (opened, changed or closed). */
  position(row: P): P {
    this.made.push(row);
    this.last.set(row.id, row);
    return row;
  }

  /** A new order, with its ledger set (keys made with its placeholder id). */
  order(row: O, transfers: TransferInput[], keyOf: (orderId: number) => string): void {
    this.orders.push({ row, transfers, keyOf });
  }

  /** Forgets what a batch left (a batch that failed, or runs again, before its flush). */
  clear(): void {
    this.orders = [];
    this.made = [];
    this.last = new Map();
    this.nextId = -1;
  }

  /** What is pending, its rows given their real ids (in place); undefined when nothing is. Clears. */
  async take(ids: TakeIds): Promise<PendingWrite<O, P> | undefined> {
    const { orders, made, last } = this;
    if (orders.length === 0 && last.size === 0) return undefined;
    this.clear();
    const rows = [...last.values()];
    const opened = rows.filter((row) => row.id < 0);
    const taken = await ids(orders.length, opened.length);
    const real = new Map(opened.map((row, i) => [row.id, taken.positions[i]!]));
    for (const row of made) if (row.id < 0) row.id = real.get(row.id)!;
    const transfers: TransferInput[] = [];
    orders.forEach((order, i) => {
      const from = order.keyOf(order.row.id);
      order.row.id = taken.orders[i]!;
      const to = order.keyOf(order.row.id);
      for (const t of order.transfers)
        transfers.push({ ...t, idempotencyKey: to + t.idempotencyKey.slice(from.length) });
    });
    return {
      orders: orders.map((order) => order.row),
      updated: rows.filter((row) => !opened.includes(row)),
      opened,
      transfers,
    };
  }
}
