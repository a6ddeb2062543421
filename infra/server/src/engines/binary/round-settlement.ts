import { GAME_STATUS } from '@bx/contracts';
import type { TimerClock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import type { Asset } from '../../money/assets.js';
import type { BinaryRepository } from '../../repositories/binary/binary-repository.js';
import type { RoundRow } from '../../repositories/binary/binary-rows.js';
import type { SettledBatch } from '../../repositories/binary/settlement.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import { captureHold, releaseHold } from '../../repositories/ledger/holds.js';
import type { TransferInput } from '../../repositories/ledger/transfers.js';
import type { BinaryPushes } from './binary-pushes.js';
import { decideOutcome, usablePrice } from './rules.js';
import { toRoundResult } from './views.js';

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
    const option = await repo.option(round.tradeOptionId);
    const asset = (option?.currency ?? 'USDT') as Asset;
    const accounts = {
      escrow: await ledger.systemAccountId('BINARY_ESCROW', asset),
      house: await ledger.systemAccountId('HOUSE', asset),
      asset,
    };
    for (const batch of await repo.runningBetRanges(round.id, this.deps.settleBatchSize)) {
      const settled = await repo.settleBatch(round, batch, clock.now(), (done, userAccounts) =>
        batchTransfers(round, done, { ...accounts, userAccounts }),
      );
      if (settled === undefined) continue;
      this.deps.onSettleBatch?.(round.id, settled.bets);
      for (const player of settled.players)
        pushes.roundResult(player.userId, toRoundResult(round, asset, player));
      await pushes.wallets(settled.players.map((player) => player.userId));
    }
    await repo.finishRound(round.id, clock.now());
    await pushes.round(round.id);
  }
}

interface RoundAccounts {
  escrow: number;
  house: number;
  asset: Asset;
  /** Each player's BINARY account by user id. */
  userAccounts: Map<number, number>;
}

/**
 * The transfers closing the holds of one settled batch (ids first..last of one round, settled in the same
 * transaction, which is what makes the batch's keys unique and a re-run book nothing). One transfer per player and
 * one for the house, not one per bet: a round of 100,000 bets books a few hundred rows (each bet's own result is
 * on its row). Realized: the stakes are captured by the house (escrow -> house), and the winners are paid stake x
 * rate (toward zero; the bets' payouts) house -> player. Void or cancelled: the stakes go back, escrow -> player.
 */
function batchTransfers(
  round: RoundRow,
  { firstId, lastId, players }: SettledBatch,
  { escrow, house, asset, userAccounts }: RoundAccounts,
): TransferInput[] {
  const batch = `${round.id}:${firstId}-${lastId}`;
  if (round.status !== GAME_STATUS.REALIZED) {
    return players.map(({ userId, point }) =>
      releaseHold(
        { userAccountId: userAccounts.get(userId)!, escrowAccountId: escrow, asset, amount: point },
        { key: `binary:refund:${batch}:${userId}`, code: 'BINARY_REFUND' },
      ),
    );
  }
  const stakes = { escrowAccountId: escrow, asset, amount: players.reduce((sum, p) => sum + p.point, 0n) };
  return [
    captureHold(stakes, house, { key: `binary:settle:${batch}`, code: 'BINARY_STAKE' }),
    ...players
      .filter((player) => player.payout > 0n)
      .map(({ userId, payout }) => ({
        idempotencyKey: `binary:payout:${batch}:${userId}`,
        debitAccountId: house,
        creditAccountId: userAccounts.get(userId)!,
        asset,
        amount: payout,
        code: 'BINARY_PAYOUT',
      })),
  ];
}
