import type { OverseaCross, OverseaOrder, OverseaPosition } from '@bx/contracts';
import { formatUnits } from '@bx/contracts';

import type { MarketService } from '../../market/market-service.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { OrderRow, PositionRow } from '../../repositories/oversea/oversea-rows.js';
import type { OverseaRepository } from '../../repositories/oversea/oversea-repository.js';
import type { OverseaBook } from './oversea-book.js';
import type { OverseaInstrument } from './oversea-options.js';
import type { OverseaPushes } from './oversea-pushes.js';
import type { OverseaChange } from './order-steps.js';
import { lastPriceOf, toOverseaOrder, toOverseaPosition } from './views.js';

const krw = (amount: bigint) => formatUnits(amount, 0);

/**
 * What happens after a commit: the leader's book takes the rows (only the leader keeps one; a follower's changes
 * reach it through the database), the player hears the changes and their cross data. Also the views of rows.
 */
export class OverseaPublisher {
  constructor(
    private readonly deps: {
      repo: OverseaRepository;
      ledger: Pick<LedgerRepository, 'walletBalances'>;
      market: MarketService;
      book: OverseaBook;
      pushes: OverseaPushes;
      instrument: (optionId: number) => OverseaInstrument;
      leading: () => boolean;
    },
  ) {}

  positionView(row: PositionRow): OverseaPosition {
    const terms = this.deps.instrument(row.optionId).terms;
    return toOverseaPosition(row, terms, lastPriceOf(this.deps.market, row.stock));
  }

  orderView(row: OrderRow): OverseaOrder {
    return toOverseaOrder(row, this.deps.instrument(row.optionId).terms);
  }

  /** A player's committed changes: into the book, each pushed, then their cross data (when anything changed). */
  async publish(userId: number, changes: readonly OverseaChange[], balance?: bigint): Promise<void> {
    if (changes.length === 0) return;
    for (const change of changes) {
      if ('order' in change) {
        this.track(change.order);
        if (change.type !== undefined)
          this.deps.pushes.order(userId, change.type, this.orderView(change.order));
      } else {
        this.track(change.position);
        if (change.type !== undefined)
          this.deps.pushes.position(userId, change.type, this.positionView(change.position));
      }
    }
    await this.pushCross(userId, balance);
  }

  track(row: PositionRow | OrderRow): void {
    if (!this.deps.leading()) return;
    if ('side' in row) this.deps.book.trackPosition(row);
    else this.deps.book.trackOrder(row);
  }

  /**
   * Pushes the player's cross data after a change: the leader values it from its book with their balance (read,
   * unless the caller knows it); another instance reads it all from the database.
   */
  private async pushCross(userId: number, balance?: bigint): Promise<void> {
    if (!this.deps.leading()) return this.deps.pushes.cross(userId, await this.cross(userId));
    const free = balance ?? (await this.deps.ledger.walletBalances([userId], 'MONEY')).get(userId) ?? 0n;
    this.deps.book.account(userId).free = free;
    this.deps.book.placeLosscuts(userId);
    this.deps.pushes.cross(userId, this.crossOf(userId));
  }

  /** The player's account as /user/queue/oversea_cross shows it, from the database. */
  async cross(userId: number): Promise<OverseaCross> {
    const [positions, orders, balances] = await Promise.all([
      this.deps.repo.openPositions(userId),
      this.deps.repo.openOrders({ userId }),
      this.deps.ledger.walletBalances([userId], 'MONEY'),
    ]);
    const percent = (await this.deps.repo.losscutPercents([userId])).get(userId)!;
    let pnl = 0n;
    let margin = 0n;
    for (const row of positions) {
      margin += row.margin;
      pnl += BigInt(this.positionView(row).pnl);
    }
    const held = orders.reduce((sum, row) => sum + row.margin, margin);
    return {
      playerPoint: krw(balances.get(userId) ?? 0n),
      lastPnl: krw(pnl),
      losscut: krw((margin * BigInt(percent)) / 100n),
      playerGameWaitPoint: krw(held),
    };
  }

  /** The cross data from the leader's book. */
  crossOf(userId: number): OverseaCross {
    const { free, held, pnl, losscut } = this.deps.book.equity(userId);
    return {
      playerPoint: krw(free),
      lastPnl: krw(pnl),
      losscut: krw(losscut),
      playerGameWaitPoint: krw(held),
    };
  }
}
