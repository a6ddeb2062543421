import type { TimerClock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import type { Realtime } from '../../realtime/realtime-server.js';
import type { BinaryRepository } from '../../repositories/binary/binary-repository.js';
import type { RoundRow } from '../../repositories/binary/binary-rows.js';
import type { LedgerRepository } from '../../repositories/ledger/ledger-repository.js';
import type { UserRepository } from '../../repositories/user-repository.js';
import type { LeaderRole } from '../leadership.js';
import { BetBooker, type BetOutcome, type BetRequest } from './bet-booker.js';
import type { BetInput } from './bet-checks.js';
import { BinaryPushes } from './binary-pushes.js';
import { OptionRunner, type RoundSteps } from './option-runner.js';
import { RoundSettlement } from './round-settlement.js';

export interface BinaryEngineOptions {
  repo: BinaryRepository;
  ledger: LedgerRepository;
  users: UserRepository;
  market: MarketService;
  clock: TimerClock;
  realtime?: Pick<Realtime, 'publishToUser' | 'broadcast'>;
  log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** Lock and close run this long after lockAt / closeAt, so the tick of that instant has arrived. */
  graceMs?: number;
  /**
   * Bets settled per database transaction. A batch locks only its own bets and, for its last few milliseconds,
   * the ledger accounts of its transfers (one per player), so a large batch does not hold up new bets.
   */
  settleBatchSize?: number;
  /** How long one bet-booking statement may take (a lock held, a stalled database) before SERVER_BUSY; 5 s. */
  bookingTimeoutMs?: number;
  /** Called after each committed settlement batch (tests and the crash child watch it). */
  onSettleBatch?: (roundId: number, settled: number) => void;
}

/**
 * Binary / rent rounds. One runner per trade option (`option-runner.ts`) is the single writer of that option's
 * rounds: it opens them back to back on the clock, records the lock and close prices from the price bus, and
 * settles (`round-settlement.ts`). Bets are taken concurrently and booked by group commit (`bet-booker.ts`).
 * Refusals are `BinaryRefusal`s; the HTTP layer answers them.
 */
export class BinaryEngine implements RoundSteps, LeaderRole {
  private readonly runners = new Map<number, OptionRunner>();
  private readonly pushes: BinaryPushes;
  private readonly bets: BetBooker;
  private readonly rounds: RoundSettlement;
  readonly graceMs: number;
  readonly settleBatchSize: number;
  stopped = true;

  constructor(readonly options: BinaryEngineOptions) {
    this.graceMs = options.graceMs ?? 500;
    this.settleBatchSize = options.settleBatchSize ?? 5000;
    this.pushes = new BinaryPushes(options.repo, options.ledger, options.realtime);
    this.bets = new BetBooker({
      ...options,
      pushes: this.pushes,
      bookingTimeoutMs: options.bookingTimeoutMs ?? 5000,
    });
    this.rounds = new RoundSettlement({
      ...options,
      pushes: this.pushes,
      settleBatchSize: this.settleBatchSize,
      betsSettledIn: (roundId) => this.bets.betsSettledIn(roundId),
    });
  }

  get clock(): TimerClock {
    return this.options.clock;
  }

  get repo(): BinaryRepository {
    return this.options.repo;
  }

  get market(): MarketService {
    return this.options.market;
  }

  /** Finishes every round a previous run left behind, then starts a runner per option. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.recover();
    for (const option of await this.repo.options()) this.runner(option.id).wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const runner of this.runners.values()) runner.cancelTimers();
    await this.idle();
  }

  /** Resolves when no runner task and no bet is in flight. */
  async idle(): Promise<void> {
    const work = () => [
      ...[...this.runners.values()].map((runner) => runner.tail),
      ...this.bets.inflightWork(),
    ];
    for (;;) {
      const pending = work();
      await Promise.allSettled(pending);
      const again = work();
      if (again.length === pending.length && again.every((p, i) => p === pending[i])) return;
    }
  }

  /** A new option (or one switched back on) gets its runner now rather than at the next restart. */
  wakeOption(tradeOptionId: number): void {
    if (!this.stopped) this.runner(tradeOptionId).wake();
  }

  private runner(id: number): OptionRunner {
    let runner = this.runners.get(id);
    if (runner === undefined) {
      runner = new OptionRunner(this, id);
      this.runners.set(id, runner);
    }
    return runner;
  }

  /**
   * Rounds whose close time (plus grace) has passed and that are not finished: a recorded outcome is settled;
   * a round without one is decided from the bus if it still holds the prices, else cancelled and refunded.
   */
  async recover(tradeOptionId?: number, skip: ReadonlySet<number> = new Set()): Promise<number> {
    const rounds = await this.repo.unfinishedRounds(this.clock.now() - this.graceMs, tradeOptionId);
    let count = 0;
    for (const round of rounds) {
      if (skip.has(round.id)) continue;
      await this.closeAndSettle(round.id);
      count++;
    }
    return count;
  }

  /** One bet, booked with the bets that arrive beside it (see BetBooker). */
  placeBet(userId: number, input: BetInput, key: string): Promise<BetOutcome> {
    return this.bets.placeBet({ userId, input, key });
  }

  /** Bulk intake for load tools and property tests (see BetBooker.placeBets). */
  placeBets(items: readonly BetRequest[]): Promise<{ accepted: number; refused: string[] }> {
    return this.bets.placeBets(items);
  }

  lock(round: RoundRow): Promise<void> {
    return this.rounds.lock(round);
  }

  closeAndSettle(roundId: number): Promise<void> {
    return this.rounds.closeAndSettle(roundId);
  }

  publishRound(roundId: number): Promise<void> {
    return this.pushes.round(roundId);
  }

  logError(error: unknown, msg: string): void {
    this.options.log?.error({ err: error }, msg);
  }
}
