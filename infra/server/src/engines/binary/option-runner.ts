import type { TimerClock } from '../../market/clock.js';
import type { MarketService } from '../../market/market-service.js';
import type { BinaryRepository } from '../../repositories/binary/binary-repository.js';
import type { RoundRow } from '../../repositories/binary/binary-rows.js';
import { roundWindowAt } from './rules.js';

/** What an option's runner drives: the engine's round steps. */
export interface RoundSteps {
  readonly clock: TimerClock;
  readonly repo: BinaryRepository;
  readonly market: MarketService;
  readonly graceMs: number;
  readonly stopped: boolean;
  recover(tradeOptionId: number, skip: ReadonlySet<number>): Promise<number>;
  publishRound(roundId: number): Promise<void>;
  lock(round: RoundRow): Promise<void>;
  closeAndSettle(roundId: number): Promise<void>;
  logError(error: unknown, msg: string): void;
}

/**
 * The round clock of one option and the single writer of its rounds: a serial task queue driven by clock
 * timers that opens a round at each boundary, locks it at lockAt and closes and settles it at closeAt.
 */
export class OptionRunner {
  tail: Promise<void> = Promise.resolve();
  private readonly timers = new Set<() => void>();
  private readonly active = new Set<number>();
  private woken = false;

  constructor(
    private readonly steps: RoundSteps,
    private readonly optionId: number,
  ) {}

  wake(): void {
    if (this.woken) return;
    this.woken = true;
    this.enqueue(() => this.boundary());
  }

  /** Stops the runner (leadership lost or given up): the rounds it held are any leader's to finish, its own later. */
  cancelTimers(): void {
    for (const cancel of this.timers) cancel();
    this.timers.clear();
    this.active.clear();
    this.woken = false;
  }

  private enqueue(task: () => Promise<void>): void {
    this.tail = this.tail
      .then(task)
      .catch((error: unknown) => this.steps.logError(error, 'binary round task failed'));
  }

  private at(time: number, task: () => Promise<void>): void {
    const cancel = this.steps.clock.setTimer(time, () => {
      this.timers.delete(cancel);
      if (!this.steps.stopped) this.enqueue(task);
    });
    this.timers.add(cancel);
  }

  /**
   * At each round boundary (and when this instance becomes the leader): finish leftovers, adopt the rounds another
   * leader left under way, open the current round, come back at its end.
   */
  private async boundary(): Promise<void> {
    const { repo, market } = this.steps;
    const option = await repo.option(this.optionId);
    if (option === undefined) {
      this.woken = false;
      return;
    }
    const now = this.steps.clock.now();
    const window = roundWindowAt(now, option.roundSeconds, option.lockSeconds);
    this.at(window.closeAt, () => this.boundary());
    // Rounds this runner does not hold (an earlier run's, or a failed settlement) get finished here.
    await this.steps.recover(this.optionId, this.active);
    await this.adopt(now);
    const spec = market.bus.spec(option.stock);
    if (spec === undefined) return;
    const playable =
      option.isPlay === 1 &&
      option.isStop === 1 &&
      market.bus.isOpen(option.stock, window.openAt) &&
      market.bus.isOpen(option.stock, window.closeAt - 1);
    if (!playable || now >= window.lockAt) return;
    const round = await repo.openRound({
      tradeOptionId: option.id,
      stock: option.stock,
      precision: spec.precision,
      ...window,
    });
    if (this.active.has(round.id) || (round.phase !== 'OPEN' && round.phase !== 'LOCKED')) return;
    await this.hold(round, now);
  }

  /**
   * Rounds of this option still under way that this runner does not hold: a previous leader's (killed, cut off,
   * restarted between a round's lock and its close + grace). They are locked and closed on their own times, or at
   * once when those have passed, from the one price stream every instance shares.
   */
  private async adopt(now: number): Promise<void> {
    const grace = this.steps.graceMs;
    for (const round of await this.steps.repo.unfinishedRounds(Number.MAX_SAFE_INTEGER, this.optionId)) {
      // Those closed longer ago than that are recover()'s.
      if (this.active.has(round.id) || round.closeAt < now - grace) continue;
      if (round.phase === 'OPEN' || round.phase === 'LOCKED') await this.hold(round, now);
    }
  }

  /** Takes a round on: its lock (when not recorded yet) and its close, each at its time plus grace. */
  private async hold(round: RoundRow, now: number): Promise<void> {
    this.active.add(round.id);
    if (round.openAt >= now - this.steps.graceMs) await this.steps.publishRound(round.id);
    const grace = this.steps.graceMs;
    if (round.phase === 'OPEN') {
      this.at(round.lockAt + grace, async () => {
        await this.steps.lock(round);
        this.at(round.closeAt + grace, () => this.close(round.id));
      });
    } else {
      this.at(round.closeAt + grace, () => this.close(round.id));
    }
  }

  private async close(roundId: number): Promise<void> {
    try {
      await this.steps.closeAndSettle(roundId);
    } finally {
      this.active.delete(roundId);
    }
  }
}
