import type { Queryable } from '../../db/db.js';
import {
  insertOrders,
  insertPositions,
  takeIds,
  updatePositions,
} from '../../repositories/futures/futures-set-writes.js';
import { claimKeys } from '../../repositories/order-key-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { TransferInput } from '../../repositories/ledger/transfers.js';
import type { OrderKey } from '../order-claim.js';
import type { Change } from './futures-after.js';
import type { FuturesContext } from './futures-context.js';
import type { CopyPlacement } from './futures-copy.js';
import type { FuturesFillResult } from './futures-fill.js';
import type { FuturesTerms } from './futures-math.js';
import { BatchOnce } from './futures-once.js';

/** A market order a batch decided in memory: what its flush writes, and what copy trading records of it. */
export interface PendingFill {
  result: FuturesFillResult;
  /** The position before the fill (copy trading sizes a trader's fill against it). */
  before: FuturesPositionRow | undefined;
  terms: FuturesTerms;
  /** Its ledger set, keyed by the order's id once it has one. */
  transfers: (orderId: number) => TransferInput[];
  /** The call's changes: a trader's fill adds its mirror here once recorded. */
  changes: Change[];
  /** The order's Idempotency-Key, booked with it. */
  key: OrderKey | undefined;
  /** A follower's copy: its record is booked with the order. */
  copy: CopyPlacement | undefined;
}

/**
 * The market orders a batch accepted in memory (futures-quick.ts), written together when the batch flushes
 * (before any call that reads the database, and before the commit): one statement takes their ids, one inserts
 * the orders, one books their Idempotency-Keys and one their copies' records (when there are), one or two write
 * the positions at their end state, one ledger set books every transfer. Rows made
 * here carry negative ids until then; the flush gives them their real ids in place, so every answer, change and
 * batch state holding them sees the real id.
 */
export class PendingFills {
  /** The keys and copies the batch makes once (read with its state, taken by its calls). */
  readonly once = new BatchOnce();
  private fills: PendingFill[] = [];
  /** Every position row made in memory (a later fill of the same position makes a new one). */
  private made: FuturesPositionRow[] = [];
  /** The last row of each position the batch changed, by its id (negative: opened in this batch). */
  private last = new Map<number, FuturesPositionRow>();
  private nextId = -1;

  get size(): number {
    return this.fills.length;
  }

  /** An id for a row until the flush gives it its own. */
  placeholder(): number {
    return this.nextId--;
  }

  /** A position row the batch made (opened, changed or closed). */
  position(row: FuturesPositionRow): FuturesPositionRow {
    this.made.push(row);
    this.last.set(row.id, row);
    return row;
  }

  add(fill: PendingFill): void {
    this.fills.push(fill);
  }

  /** Forgets what a batch left (a batch that failed before its flush). */
  clear(): void {
    this.fills = [];
    this.made = [];
    this.last = new Map();
    this.nextId = -1;
  }

  /** Writes every pending fill in the batch's transaction, in a few set statements. */
  async flush(ctx: FuturesContext, q: Queryable): Promise<void> {
    if (this.fills.length === 0) return;
    const { fills, made, last } = this;
    this.clear();
    const opened = [...last.values()].filter((row) => row.id < 0);
    const ids = await takeIds(q, fills.length, opened.length);
    const real = new Map(opened.map((row, i) => [row.id, ids.positions[i]!]));
    for (const row of made) if (row.id < 0) row.id = real.get(row.id)!;
    const orders: FuturesOrderRow[] = fills.map((fill, i) =>
      Object.assign(fill.result.order, { id: ids.orders[i]! }),
    );
    await insertOrders(q, orders);
    await claimKeys(
      q,
      fills.flatMap(({ key, result }) => (key === undefined ? [] : [{ ...key, orderId: result.order.id }])),
    );
    await ctx.copy?.bookCopies(
      q,
      fills.flatMap(({ copy, result }) => (copy === undefined ? [] : [copy.pending(result.order)])),
    );
    await updatePositions(
      q,
      [...last.values()].filter((row) => !opened.includes(row)),
    );
    await insertPositions(q, opened);
    await ctx.deps.ledger.bookSet(
      q,
      fills.flatMap((fill) => fill.transfers(fill.result.order.id)),
    );
    // A trader's fill is recorded with it, so it is mirrored once whatever restarts (copy-mirror.ts).
    for (const fill of fills) {
      if (await ctx.copy?.recordFill(q, { result: fill.result, before: fill.before, terms: fill.terms }))
        fill.changes.push({ mirror: fill.result.order.id });
    }
  }
}
