import { GAME_STATUS } from '@bx/contracts';
import type { TimerClock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import type { Asset } from '../../money/assets.js';
import type { BinaryRepository } from '../../repositories/binary/binary-repository.js';
import type { RoundRow } from '../../repositories/binary/binary-rows.js';
import type { BetSettlement, SettlingBet } from '../../repositories/binary/settlement.js';
import { captureHold, releaseHold, type Hold } from '../../repositories/ledger/holds.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { TransferInput } from '../../repositories/ledger/transfers.js';
import type { BinaryPushes } from './binary-pushes.js';
import { decideOutcome, payoutOf, usablePrice, type Outcome } from './rules.js';
import { toBet } from './views.js';

export interface RoundSettlementDeps {
  repo: BinaryRepository;
  ledger: LedgerRepository;
  market: MarketService;
  clock: TimerClock;
  pushes: BinaryPushes;
  /** Bets settled per database transaction. */
  settleBatchSize: number;
  /** Called after each committed settlement batch (tests and the crash child watch it). */
  onSettleBatch?: (roundId: number, settled: number) => void;
  /** Resolves when the round's bets accepted before the lock have committed. */
  betsSettledIn: (roundId: number) => Promise<void>;
}

/** A round's lock and close prices from the bus, its outcome, and the settlement of its bets in batches. */
export class RoundSettlement {
  constructor(private readonly deps: RoundSettlementDeps) {}

  /** Records the lock price: the last tick at or before lockAt, unless it is older than the stale buffer. */
  async lock(round: RoundRow): Promise<void> {
    const bus = this.deps.market.bus;
    const price = usablePrice(bus.priceAt(round.stock, round.lockAt), round.lockAt, bus.staleAfterMs);
    await this.deps.repo.lockRound(round.id, price);
    await this.deps.pushes.round(round.id);
  }

  /** Decides the outcome once (if not yet recorded), settles every bet, marks the round finished. */
  async closeAndSettle(roundId: number): Promise<void> {
    await this.deps.betsSettledIn(roundId);
    const { repo } = this.deps;
    let round = await repo.round(roundId);
    if (round === undefined) return;
    if (round.phase === 'OPEN' || round.phase === 'LOCKED') {
      const bus = this.deps.market.bus;
      const close = usablePrice(bus.priceAt(round.stock, round.closeAt), round.closeAt, bus.staleAfterMs);
      // A close price must come from the round itself, not from before the lock.
      const closePrice = close !== undefined && close.time > round.lockAt ? close : undefined;
      const outcome = decideOutcome(round.lockPrice, closePrice?.price);
      await repo.closeRound(round.id, { ...outcome, closePrice });
      round = (await repo.round(roundId))!;
      await this.deps.pushes.round(round.id);
    }
    if (round.phase !== 'CLOSED') return;
    await this.settle(round);
  }

  private async settle(round: RoundRow): Promise<void> {
    const { repo, ledger, clock, pushes } = this.deps;
    const outcome: Outcome = { status: round.status, winner: round.winner };
    const option = await repo.option(round.tradeOptionId);
    const asset = (option?.currency ?? 'USDT') as Asset;
    const escrow = await ledger.systemAccountId('BINARY_ESCROW', asset);
    const house = await ledger.systemAccountId('HOUSE', asset);
    let afterId = 0;
    for (;;) {
      const bets = await repo.settleBatch(round.id, afterId, this.deps.settleBatchSize, clock.now(), (bet) =>
        planSettlement(bet, outcome, escrow, house),
      );
      if (bets.length === 0) break;
      afterId = bets[bets.length - 1]!.id;
      this.deps.onSettleBatch?.(round.id, bets.length);
      for (const bet of bets) pushes.bet(bet.userId, 'BET_SETTLED', toBet(bet));
      await pushes.wallets([...new Set(bets.map((bet) => bet.userId))]);
    }
    await repo.finishRound(round.id, clock.now());
    await pushes.round(round.id);
  }
}

/**
 * The transfers of one bet, keyed by its id, closing the hold its stake was placed in. Realized: the stake is
 * captured by the house (escrow -> house), and a winner gets stake x rate (toward zero) house -> player.
 * Void or cancelled: the stake is released (escrow -> player).
 */
function planSettlement(
  bet: SettlingBet,
  outcome: Outcome,
  escrow: number,
  house: number,
): { settlement: BetSettlement; transfers: TransferInput[] } {
  const stake: Hold = {
    userAccountId: bet.accountId,
    escrowAccountId: escrow,
    asset: bet.asset as Asset,
    amount: bet.point,
  };
  if (outcome.status !== GAME_STATUS.REALIZED) {
    return {
      settlement: { betId: bet.id, status: outcome.status, payout: bet.point, won: null },
      transfers: [releaseHold(stake, { key: `binary:refund:${bet.id}`, code: 'BINARY_REFUND' })],
    };
  }
  const won = bet.type === outcome.winner;
  const transfers = [captureHold(stake, house, { key: `binary:settle:${bet.id}`, code: 'BINARY_STAKE' })];
  const payout = won ? payoutOf(bet.point, bet.payoutRate).payout : 0n;
  if (payout > 0n) {
    transfers.push({
      idempotencyKey: `binary:payout:${bet.id}`,
      debitAccountId: house,
      creditAccountId: bet.accountId,
      asset: stake.asset,
      amount: payout,
      code: 'BINARY_PAYOUT',
    });
  }
  return { settlement: { betId: bet.id, status: GAME_STATUS.REALIZED, payout, won }, transfers };
}
