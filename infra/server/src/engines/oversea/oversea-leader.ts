import type { OverseaCloseReason } from '@bx/contracts';

import type { Queryable } from '../../db/db.js';
import type { BusTick } from '../../market/price-bus.js';
import type { MarketService } from '../../market/market-service.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { OverseaRepository } from '../../repositories/oversea/oversea-repository.js';
import type { PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type { LockedAccount } from './account-locks.js';
import type { OverseaBook, Trigger } from './oversea-book.js';
import type { OverseaOptions } from './oversea-options.js';
import type { OverseaPublisher } from './oversea-publisher.js';
import type { OverseaPushes } from './oversea-pushes.js';
import type { OverseaSwitches } from './oversea-switches.js';
import { closeAllIn, fillRestingIn, type StepDeps, type Stepped } from './order-steps.js';
import { cancelIn } from './position-steps.js';
import { lastPriceOf } from './views.js';

/** How far back each poll reads written rows: several polls, so a commit that lands late is still seen. */
const CHANGE_WINDOW_S = 5;

/** One change of one player in its own transaction, under their account lock; published once committed. */
export type CommitOne = <T>(
  userId: number,
  step: (q: Queryable, account: LockedAccount) => Promise<Stepped<T> | undefined>,
) => Promise<Stepped<T> | undefined>;

export interface LeaderDeps extends StepDeps {
  repo: OverseaRepository;
  ledger: LedgerRepository;
  market: MarketService;
  options: OverseaOptions;
  book: OverseaBook;
  pushes: OverseaPushes;
  publisher: OverseaPublisher;
  switches: OverseaSwitches;
  commit: CommitOne;
  queueTrigger: (work: () => Promise<void>, context: unknown) => void;
}

/**
 * What only the leader does (docs/oversea.md "Triggers"): rebuilds the book, fires the triggers a tick crossed
 * (resting limits, take-profits, stop-losses, loss-cuts), and polls every second: other instances' rows,
 * session ends, balances, loss-cut prices and cross data. Each trigger's change is its own transaction.
 */
export class OverseaLeader {
  private readonly openNow = new Map<string, boolean>();
  private readonly moved = new Set<string>();

  constructor(private readonly deps: LeaderDeps) {}

  async rebuild(): Promise<void> {
    const { book, repo, market } = this.deps;
    book.clear();
    for (const row of await repo.openOrders()) book.trackOrder(row);
    for (const row of await repo.openPositions()) book.trackPosition(row);
    await this.refreshAccounts();
    for (const option of this.deps.options.all)
      this.openNow.set(option.terms.stock, market.bus.isOpen(option.terms.stock));
  }

  clear(): void {
    this.deps.book.clear();
  }

  onTick(tick: BusTick): void {
    const { options, market, book } = this.deps;
    if (options.ofStock(tick.stock) === undefined || !market.bus.isOpen(tick.stock, tick.time)) return;
    this.moved.add(tick.stock);
    for (const trigger of book.crossed(tick.stock, tick.price)) {
      this.deps.queueTrigger(() => this.fire(trigger, tick.price), trigger);
    }
  }

  /**
   * Changes other instances booked, sessions (flatten at the end, tell the option change), balances, loss-cut
   * prices and cross data.
   */
  async poll(): Promise<void> {
    const { book, repo, market, switches } = this.deps;
    // Every row written lately, by any instance: the book takes the stored row, the truth after its commit.
    const changed = await repo.changedSince(CHANGE_WINDOW_S);
    await switches.fresh();
    for (const row of changed.orders) book.trackOrder(row);
    for (const row of changed.positions) book.trackPosition(row);
    for (const option of this.deps.options.all) {
      const { stock } = option.terms;
      const open = market.bus.isOpen(stock);
      if (this.openNow.get(stock) === open) continue;
      this.openNow.set(stock, open);
      const isRest = !open || switches.isClosed(option);
      this.deps.pushes.option({ type: 'OVERSEA_OPTION_UPDATE', data: { id: option.id, stock, isRest } });
      if (!open) await this.flatten(stock);
    }
    const changedAccounts = await this.refreshAccounts();
    for (const [userId, account] of book.accounts) {
      const stocks = new Set([...account.positions].map((id) => book.positions.get(id)!.stock));
      // A loss-cut price moves with the balance, and with the other stocks' prices of a player holding several.
      if (changedAccounts.has(userId) || stocks.size > 1) book.placeLosscuts(userId);
      const touched = [...stocks].some((stock) => this.moved.has(stock));
      if (touched) this.deps.pushes.cross(userId, this.deps.publisher.crossOf(userId));
    }
    this.moved.clear();
  }

  private async fire(trigger: Trigger, price: number): Promise<void> {
    const { book } = this.deps;
    if (trigger.kind === 'LIMIT') return this.fillResting(trigger.orderId, price);
    if (trigger.kind === 'LOSSCUT') {
      if (book.belowLosscut(trigger.userId)) return this.liquidate(trigger.userId);
      return book.placeLosscuts(trigger.userId);
    }
    const row = book.positions.get(trigger.positionId);
    if (row !== undefined) await this.closeAll(row, trigger.kind, price);
  }

  /** A resting order the price crossed fills at that price; one the player can no longer pay is cancelled. */
  private async fillResting(orderId: number, price: number): Promise<void> {
    const resting = this.deps.book.orders.get(orderId);
    if (resting === undefined) return;
    try {
      const done = await this.deps.commit(resting.userId, (q) => fillRestingIn(this.deps, q, resting, price));
      if (done === undefined) this.deps.publisher.track({ ...resting, status: 'CANCELLED' });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'INSUFFICIENT_BALANCE') throw error;
      await this.cancelAll(resting.userId, orderId);
    }
  }

  /** A trigger's close of a whole position; nothing when it closed meanwhile. */
  private async closeAll(row: PositionRow, reason: OverseaCloseReason, price: number): Promise<void> {
    const done = await this.deps.commit(row.userId, (q) => closeAllIn(this.deps, q, row.id, reason, price));
    if (done === undefined) this.deps.publisher.track({ ...row, status: 'CLOSED' });
  }

  /** The player's resting orders cancelled (one of them, or all). */
  private async cancelAll(userId: number, orderId?: number): Promise<void> {
    await this.deps.commit(userId, (q, account) =>
      cancelIn(this.deps, q, account, userId, (row) => orderId === undefined || row.id === orderId),
    );
  }

  /**
   * Session end: every position of the stock not kept overnight closes at the last price; so do the ones kept
   * overnight once an operator no longer allows overnight on it.
   */
  private async flatten(stock: string): Promise<void> {
    const price = lastPriceOf(this.deps.market, stock);
    const keeps = this.deps.options.ofStock(stock)?.terms.overnightAllowed ?? false;
    const closing = [...this.deps.book.positions.values()].filter(
      (row) => row.stock === stock && !(row.isOvernight && keeps),
    );
    for (const row of closing) await this.closeAll(row, 'SESSION_END', price);
  }

  /** Loss-cut: every position of the player closes at its last price, and their resting orders are cancelled. */
  private async liquidate(userId: number): Promise<void> {
    const account = this.deps.book.account(userId);
    for (const id of [...account.positions]) {
      const row = this.deps.book.positions.get(id)!;
      await this.closeAll(row, 'LIQUIDATION', lastPriceOf(this.deps.market, row.stock));
    }
    if (account.orders.size > 0) await this.cancelAll(userId);
  }

  /** Reads every tracked player's balance and loss-cut share; answers those that changed. */
  private async refreshAccounts(): Promise<Set<number>> {
    const { book } = this.deps;
    const changed = new Set<number>();
    const userIds = [...book.accounts.keys()];
    if (userIds.length === 0) return changed;
    const [balances, percents] = await Promise.all([
      this.deps.ledger.walletBalances(userIds, 'MONEY'),
      this.deps.repo.losscutPercents(userIds),
    ]);
    for (const userId of userIds) {
      const account = book.account(userId);
      const free = balances.get(userId) ?? 0n;
      const percent = percents.get(userId)!;
      if (account.free !== free || account.losscutPercent !== percent) changed.add(userId);
      account.free = free;
      account.losscutPercent = percent;
    }
    return changed;
  }
}
