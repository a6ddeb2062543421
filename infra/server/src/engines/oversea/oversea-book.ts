import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import { pnlKrw, priceAtPnl } from './contract-terms.js';
import type { OverseaOptions } from './oversea-options.js';
import { TriggerIndex } from '../trigger-index.js';
import { triggerPrices } from './views.js';

/** A crossed trigger: a position's take-profit or stop-loss, a resting order, or a player's loss-cut. */
export type Trigger =
  | { kind: 'TAKEPROFIT' | 'STOPLOSS'; positionId: number }
  | { kind: 'LIMIT'; orderId: number }
  | { kind: 'LOSSCUT'; userId: number };

interface Account {
  /** MONEY balance (not held), as last read. */
  free: bigint;
  losscutPercent: number;
  positions: Set<number>;
  orders: Set<number>;
}

/**
 * The leader's picture of the open book: positions and resting orders by player, each stock's trigger indexes
 * (take-profit, stop-loss, limit prices and each player's loss-cut price), and the balances the equity is
 * computed from. Rebuilt from the database when the engine starts; kept by the engine after each change.
 */
export class OverseaBook {
  readonly positions = new Map<number, PositionRow>();
  readonly orders = new Map<number, OrderRow>();
  readonly accounts = new Map<number, Account>();
  private readonly indexes = new Map<string, { up: TriggerIndex; down: TriggerIndex }>();

  constructor(
    private readonly options: OverseaOptions,
    private readonly lastPrice: (stock: string) => number,
  ) {}

  clear(): void {
    this.positions.clear();
    this.orders.clear();
    this.accounts.clear();
    this.indexes.clear();
  }

  account(userId: number): Account {
    let account = this.accounts.get(userId);
    if (account === undefined) {
      account = { free: 0n, losscutPercent: 50, positions: new Set(), orders: new Set() };
      this.accounts.set(userId, account);
    }
    return account;
  }

  private index(stock: string) {
    let index = this.indexes.get(stock);
    if (index === undefined) {
      index = { up: new TriggerIndex('above'), down: new TriggerIndex('below') };
      this.indexes.set(stock, index);
    }
    return index;
  }

  /** Every trigger of the stock that `price` crossed, removed from the indexes. */
  crossed(stock: string, price: number): Trigger[] {
    const index = this.indexes.get(stock);
    if (index === undefined) return [];
    return [...index.up.take(price), ...index.down.take(price)].map(parseKey);
  }

  trackPosition(row: PositionRow): void {
    const terms = this.options.get(row.optionId)!.terms;
    const index = this.index(row.stock);
    const account = this.account(row.userId);
    index.up.delete(`tp:${row.id}`);
    index.down.delete(`tp:${row.id}`);
    index.up.delete(`sl:${row.id}`);
    index.down.delete(`sl:${row.id}`);
    if (row.status !== 'OPEN') {
      this.positions.delete(row.id);
      account.positions.delete(row.id);
      index.up.delete(`lc:${row.userId}:${row.stock}`);
      index.down.delete(`lc:${row.userId}:${row.stock}`);
      this.placeLosscuts(row.userId);
      return;
    }
    this.positions.set(row.id, row);
    account.positions.add(row.id);
    const { tp, sl } = triggerPrices(terms, row);
    const long = row.side === 'LONG';
    if (tp !== null) (long ? index.up : index.down).set(`tp:${row.id}`, tp);
    if (sl !== null) (long ? index.down : index.up).set(`sl:${row.id}`, sl);
    this.placeLosscuts(row.userId);
  }

  trackOrder(row: OrderRow): void {
    const index = this.index(row.stock);
    const account = this.account(row.userId);
    const key = `lo:${row.id}`;
    if (row.status !== 'OPEN') {
      this.orders.delete(row.id);
      account.orders.delete(row.id);
      index.up.delete(key);
      index.down.delete(key);
      return;
    }
    this.orders.set(row.id, row);
    account.orders.add(row.id);
    // A resting buy fills once the price falls to its limit, a sell once it rises to it.
    (row.tradeType === 'B' ? index.down : index.up).set(key, row.price);
  }

  /** Held margin (positions and resting orders), unrealized profit and loss-cut level of a player, KRW. */
  equity(userId: number): { free: bigint; held: bigint; pnl: bigint; losscut: bigint } {
    const account = this.account(userId);
    let held = 0n;
    let pnl = 0n;
    let positionMargin = 0n;
    for (const id of account.positions) {
      const row = this.positions.get(id)!;
      const terms = this.options.get(row.optionId)!.terms;
      held += row.margin;
      positionMargin += row.margin;
      pnl += pnlKrw(terms, row.side, row.qty, row.entryCost, this.lastPrice(row.stock));
    }
    for (const id of account.orders) held += this.orders.get(id)!.margin;
    return {
      free: account.free,
      held,
      pnl,
      losscut: (positionMargin * BigInt(account.losscutPercent)) / 100n,
    };
  }

  /** Whether the player's equity is at or below their loss-cut level (and they hold a position). */
  belowLosscut(userId: number): boolean {
    const { free, held, pnl, losscut } = this.equity(userId);
    return this.account(userId).positions.size > 0 && free + held + pnl <= losscut;
  }

  /**
   * Puts each of the player's positions' loss-cut price in its stock's index: where that stock alone, the
   * others at their last price, takes the equity down to the loss-cut level. Prices of the other stocks move,
   * so the engine places them again every second; a crossed one is checked against the exact equity.
   */
  placeLosscuts(userId: number): void {
    const account = this.account(userId);
    const { free, held, pnl, losscut } = this.equity(userId);
    for (const id of account.positions) {
      const row = this.positions.get(id)!;
      const terms = this.options.get(row.optionId)!.terms;
      const own = pnlKrw(terms, row.side, row.qty, row.entryCost, this.lastPrice(row.stock));
      const index = this.index(row.stock);
      const key = `lc:${userId}:${row.stock}`;
      const price = priceAtPnl(terms, row.side, row.qty, row.entryCost, losscut - free - held - (pnl - own));
      index.up.delete(key);
      index.down.delete(key);
      if (price !== undefined) (row.side === 'LONG' ? index.down : index.up).set(key, price);
    }
  }
}

function parseKey(key: string): Trigger {
  const [kind, id] = key.split(':') as [string, string];
  if (kind === 'tp') return { kind: 'TAKEPROFIT', positionId: Number(id) };
  if (kind === 'sl') return { kind: 'STOPLOSS', positionId: Number(id) };
  if (kind === 'lo') return { kind: 'LIMIT', orderId: Number(id) };
  return { kind: 'LOSSCUT', userId: Number(id) };
}
