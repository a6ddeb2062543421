import type { FuturesInfo } from '@bx/contracts';

import { formatPrice } from '../../market/symbols.js';
import type { BusTick } from '../../market/price-bus.js';
import { after, pushLiquidationPrices } from './futures-after.js';
import type { FuturesBookTrigger } from './futures-book.js';
import type { FuturesContext } from './futures-context.js';
import { runFunding } from './futures-funding.js';
import { PERP, toFuturesCross } from './futures-views.js';

/** How far back each poll reads written rows: several polls, so a commit that lands late is still seen. */
const CHANGE_WINDOW_S = 5;

/**
 * The leader's own work (docs/engine-leadership.md): the open book rebuilt from the database, ticks turned into
 * the triggers they crossed, and a poll every second (other instances' changes, balances, liquidation prices,
 * cross data, prices to everyone, funding when it is due).
 */
export class FuturesLeader {
  /** Stocks that ticked since the last poll. */
  private readonly moved = new Set<string>();

  constructor(
    private readonly ctx: FuturesContext,
    private readonly fundingIntervalMs: number,
  ) {}

  nextFundingTime(): number {
    const now = this.ctx.deps.clock.now();
    return (Math.floor(now / this.fundingIntervalMs) + 1) * this.fundingIntervalMs;
  }

  /** The open book from the database (the options' terms are read first). */
  async rebuild(): Promise<void> {
    const { book, deps } = this.ctx;
    book.clear();
    for (const row of await deps.repo.openOrders()) book.trackOrder(row);
    for (const row of await deps.repo.openPositions()) book.trackPosition(row);
    await this.refreshBalances();
    for (const userId of book.accounts.keys()) book.place(userId);
  }

  /** The triggers a tick crossed. */
  crossed(tick: BusTick): FuturesBookTrigger[] {
    const { options, book } = this.ctx;
    if (options.ofStock(tick.stock) === undefined) return [];
    this.moved.add(tick.stock);
    return book.crossed(tick.stock, tick.price, options.mark(tick.stock));
  }

  async poll(): Promise<void> {
    const { book, deps, pushes, copy } = this.ctx;
    const changed = await deps.repo.changedSince(CHANGE_WINDOW_S);
    for (const row of changed.orders) book.trackOrder(row);
    for (const row of changed.positions) book.trackPosition(row);
    const balances = await this.refreshBalances();
    for (const [userId, account] of book.accounts) {
      const stocks = new Set([...account.positions].map((id) => book.positions.get(id)!.stock));
      if (balances.has(userId) || stocks.size > 1)
        pushLiquidationPrices(this.ctx, userId, book.place(userId));
      if ([...stocks].some((stock) => this.moved.has(stock))) {
        pushes.cross(userId, toFuturesCross(account.free, book.value(userId)));
      }
    }
    pushes.info(this.infos());
    this.moved.clear();
    await this.fundIfDue();
    await copy?.sweep();
    copy?.leaderPoll();
  }

  /** A funding time that passed while no instance led is booked now. */
  async fundIfDue(): Promise<void> {
    const { deps, options, locks } = this.ctx;
    const due = Math.floor(deps.clock.now() / this.fundingIntervalMs) * this.fundingIntervalMs;
    const last = await deps.repo.lastFundingRun();
    if (last !== undefined && last >= due) return;
    const funded = await runFunding({ ...deps, options, locks }, due);
    for (const row of funded) await after(this.ctx, row.userId, [{ position: row, type: 'POSITION_UPDATE' }]);
  }

  /** Prices of the stocks that ticked, to everyone. */
  private infos(): FuturesInfo[] {
    const { options, deps } = this.ctx;
    const nextFundingTime = this.nextFundingTime();
    return [...this.moved].flatMap((stock) => {
      const terms = options.ofStock(stock);
      if (terms === undefined) return [];
      const stats = deps.market.statistics(stock);
      const mark = options.mark(stock);
      return [
        {
          stock: `${stock}${PERP}`,
          lastPrice: stats.lastPrice,
          priceChangePercent: stats.priceChangePercent,
          markPrice: mark === undefined ? stats.lastPrice : formatPrice(mark, terms.precision),
          nextFundingTime,
        },
      ];
    });
  }

  /** Reads every tracked player's FUTURES balance; answers those that changed. */
  private async refreshBalances(): Promise<Set<number>> {
    const { book, deps } = this.ctx;
    const changed = new Set<number>();
    const userIds = [...book.accounts.keys()];
    if (userIds.length === 0) return changed;
    const balances = await deps.ledger.walletBalances(userIds, 'FUTURES');
    for (const userId of userIds) {
      const account = book.account(userId);
      const free = balances.get(userId) ?? 0n;
      if (account.free !== free) changed.add(userId);
      account.free = free;
    }
    return changed;
  }
}
