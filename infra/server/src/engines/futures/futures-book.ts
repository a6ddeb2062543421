import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import { TriggerIndex } from '../trigger-index.js';
import { valueAccount, type AccountValue } from './futures-account.js';
import type { FuturesOptions } from './futures-options.js';

/** A crossed trigger: an order's price or stop, a position's liquidation or its 80 % margin warning. */
export type FuturesBookTrigger =
  | { kind: 'ORDER'; orderId: number }
  | { kind: 'LIQUIDATION'; positionId: number }
  | { kind: 'WARN'; positionId: number };

interface Account {
  /** FUTURES balance (not held), as last read. */
  free: bigint;
  positions: Set<number>;
  orders: Set<number>;
}

interface StockIndexes {
  lastUp: TriggerIndex;
  lastDown: TriggerIndex;
  markUp: TriggerIndex;
  markDown: TriggerIndex;
}

/**
 * The leader's picture of the open book: positions and open orders by player, the balances their liquidation
 * prices depend on, and per stock four price-ordered indexes (last or mark price, firing on the way up or down):
 * a tick takes only what it crossed. Rebuilt from the database when the engine starts; kept by the engine after
 * each change.
 */
export class FuturesBook {
  readonly positions = new Map<number, FuturesPositionRow>();
  readonly orders = new Map<number, FuturesOrderRow>();
  readonly accounts = new Map<number, Account>();
  /** Liquidation price each position is indexed at (to tell a change). */
  readonly liquidationPrices = new Map<number, number | null>();
  /** Positions warned at their present state: warned again only after a change. */
  readonly warned = new Set<number>();
  private readonly indexes = new Map<string, StockIndexes>();

  constructor(private readonly options: FuturesOptions) {}

  clear(): void {
    this.positions.clear();
    this.orders.clear();
    this.accounts.clear();
    this.liquidationPrices.clear();
    this.warned.clear();
    this.indexes.clear();
  }

  account(userId: number): Account {
    let account = this.accounts.get(userId);
    if (account === undefined) {
      account = { free: 0n, positions: new Set(), orders: new Set() };
      this.accounts.set(userId, account);
    }
    return account;
  }

  private index(stock: string): StockIndexes {
    let index = this.indexes.get(stock);
    if (index === undefined) {
      index = {
        lastUp: new TriggerIndex('above'),
        lastDown: new TriggerIndex('below'),
        markUp: new TriggerIndex('above'),
        markDown: new TriggerIndex('below'),
      };
      this.indexes.set(stock, index);
    }
    return index;
  }

  /** Every trigger of the stock the last price or the mark crossed, removed from the indexes. */
  crossed(stock: string, last: number, mark: number | undefined): FuturesBookTrigger[] {
    const index = this.indexes.get(stock);
    if (index === undefined) return [];
    const keys = [...index.lastUp.take(last), ...index.lastDown.take(last)];
    if (mark !== undefined) keys.push(...index.markUp.take(mark), ...index.markDown.take(mark));
    return keys.map(parseKey);
  }

  trackOrder(row: FuturesOrderRow): void {
    const index = this.index(row.stock);
    const account = this.account(row.userId);
    const key = `o:${row.id}`;
    for (const each of Object.values(index)) each.delete(key);
    if (row.status !== 'OPEN') {
      this.orders.delete(row.id);
      account.orders.delete(row.id);
      return;
    }
    this.orders.set(row.id, row);
    account.orders.add(row.id);
    const resting = row.marketType === 'LIMIT' || (row.marketType === 'STOPLIMIT' && row.isTriggered);
    if (resting) {
      // A resting buy fills once the price falls to its limit, a sell once it rises to it.
      (row.tradeType === 'B' ? index.lastDown : index.lastUp).set(key, row.price!);
      return;
    }
    const up = row.isMark ? index.markUp : index.lastUp;
    const down = row.isMark ? index.markDown : index.lastDown;
    (row.firesAbove === true ? up : down).set(key, row.stopPrice!);
  }

  trackPosition(row: FuturesPositionRow): void {
    const account = this.account(row.userId);
    // A warning stands until the position itself changes (a poll tracks rows again that did not).
    const before = this.positions.get(row.id);
    if (before === undefined || before.qty !== row.qty || before.margin !== row.margin)
      this.warned.delete(row.id);
    if (row.status !== 'OPEN') {
      this.unplace(row);
      this.positions.delete(row.id);
      account.positions.delete(row.id);
      this.liquidationPrices.delete(row.id);
      this.warned.delete(row.id);
      return;
    }
    this.positions.set(row.id, row);
    account.positions.add(row.id);
  }

  /** The player's account valued at the current marks. */
  value(userId: number): AccountValue {
    const account = this.account(userId);
    return valueAccount(
      {
        free: account.free,
        positions: [...account.positions].map((id) => this.positions.get(id)!),
        orders: [...account.orders].map((id) => this.orders.get(id)!),
      },
      (optionId) => this.options.get(optionId)!,
      (stock) => this.options.mark(stock) ?? 0,
    );
  }

  /**
   * Puts each of the player's positions' liquidation and warning prices in the mark indexes; answers the positions
   * whose liquidation price moved. A cross price moves with the balance and the other cross positions' marks, so
   * the engine places them again after every change of the player and every second for players holding several.
   */
  place(userId: number): number[] {
    const value = this.value(userId);
    const moved: number[] = [];
    for (const id of this.account(userId).positions) {
      const row = this.positions.get(id)!;
      const at = value.positions.get(id)!;
      const index = this.index(row.stock);
      const long = row.side === 'LONG';
      const fires = long ? index.markDown : index.markUp;
      this.unplace(row);
      // Indexed at the last tick that liquidates it (not the shown, conservative price: engine.md Corrections 5).
      if (at.triggerPrice !== null) fires.set(`l:${id}`, at.triggerPrice);
      if (at.warnPrice !== null && !this.warned.has(id)) fires.set(`w:${id}`, at.warnPrice);
      const before = this.liquidationPrices.get(id);
      if (before !== undefined && before !== at.liquidationPrice) moved.push(id);
      this.liquidationPrices.set(id, at.liquidationPrice);
    }
    return moved;
  }

  private unplace(row: FuturesPositionRow): void {
    const index = this.index(row.stock);
    for (const key of [`l:${row.id}`, `w:${row.id}`]) {
      index.markDown.delete(key);
      index.markUp.delete(key);
    }
  }
}

function parseKey(key: string): FuturesBookTrigger {
  const [kind, id] = key.split(':') as [string, string];
  if (kind === 'o') return { kind: 'ORDER', orderId: Number(id) };
  if (kind === 'l') return { kind: 'LIQUIDATION', positionId: Number(id) };
  return { kind: 'WARN', positionId: Number(id) };
}
