import type { UserRole } from '@bx/contracts';

import type { TimerClock } from '../market/clock.js';
import type { MarketService } from '../market/market-service.js';
import type { BusTick, PriceBus } from '../market/price-bus.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { LedgerRepository } from '../repositories/ledger/ledger-repository.js';
import type { UserRepository } from '../repositories/user-repository.js';
import type { LeaderRole } from './leadership.js';

/** What a trading engine is built on (the app's parts: plugins/elected-engine.ts `engineDeps`). */
export interface EngineDeps {
  ledger: LedgerRepository;
  users: UserRepository;
  market: MarketService;
  clock: TimerClock;
  realtime?: Pick<Realtime, 'publishToUser' | 'broadcast'>;
  log?: { error(obj: unknown, msg: string): void };
}

export interface BookEngineBase {
  bus: Pick<PriceBus, 'onTick'>;
  clock: TimerClock;
  log?: { error(obj: unknown, msg: string): void };
  /** How often the leader polls (other instances' changes, sessions, pushes); 1 s. */
  pollMs?: number;
  /** Names the engine in its logs ("overseas", "futures"). */
  name: string;
}

const TRADING_ROLES = new Set(['PLAYER', 'TRADER']);

/** Why a user may not trade (unknown, denied, not a player or trader), or undefined when they may. */
export async function tradingRefusal(
  users: Pick<UserRepository, 'findById'>,
  userId: number,
): Promise<'USER_NOT_FOUND' | 'ACCOUNT_DENIED' | 'NO_PERMISSION' | undefined> {
  const checked = await tradingRole(users, userId);
  return 'refusal' in checked ? checked.refusal : undefined;
}

/** The role of a user who may trade, or why they may not. */
export async function tradingRole(
  users: Pick<UserRepository, 'findById'>,
  userId: number,
): Promise<{ role: UserRole } | { refusal: 'USER_NOT_FOUND' | 'ACCOUNT_DENIED' | 'NO_PERMISSION' }> {
  const user = await users.findById(userId);
  if (user === undefined) return { refusal: 'USER_NOT_FOUND' };
  if (user.status === 'DENY') return { refusal: 'ACCOUNT_DENIED' };
  return TRADING_ROLES.has(user.role) ? { role: user.role } : { refusal: 'NO_PERMISSION' };
}

/**
 * An engine whose elected leader keeps an open book in memory (docs/engine-leadership.md). Changes run one at a
 * time on an instance (`run`), so a trigger and a call never race over one position here. The leader rebuilds its
 * book from the database when it starts, then follows the bus's ticks and polls every `pollMs`.
 */
export abstract class BookEngine implements LeaderRole {
  protected leading = false;
  private tail: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;
  private cancelPoll: (() => void) | undefined;

  constructor(private readonly base: BookEngineBase) {}

  /** Reads the open book from the database (before the engine leads). */
  protected abstract rebuild(): Promise<void>;
  /** Work the new leader does first, leading (a missed funding time). */
  protected async started(): Promise<void> {}
  protected abstract onTick(tick: BusTick): void;
  protected abstract poll(): Promise<void>;
  protected abstract clear(): void;

  async start(): Promise<void> {
    await this.run(async () => {
      await this.rebuild();
      this.leading = true;
      await this.started();
    });
    this.unsubscribe = this.base.bus.onTick((tick) => this.onTick(tick));
    this.schedulePoll();
  }

  async stop(): Promise<void> {
    this.leading = false;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.cancelPoll?.();
    this.cancelPoll = undefined;
    await this.idle();
    this.clear();
  }

  /** Resolves when no change is queued on this instance. */
  async idle(): Promise<void> {
    for (;;) {
      const tail = this.tail;
      await tail;
      if (tail === this.tail) return;
    }
  }

  protected run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Queues a trigger's work; a failure is logged (the trigger is placed again by the next change or poll). */
  protected queueTrigger(work: () => Promise<void>, context: unknown): void {
    void this.run(work).catch((error: unknown) =>
      this.base.log?.error({ err: error, context }, `a ${this.base.name} trigger failed`),
    );
  }

  private schedulePoll(): void {
    const every = this.base.pollMs ?? 1_000;
    this.cancelPoll = this.base.clock.setTimer(this.base.clock.now() + every, () => {
      void this.run(() => (this.leading ? this.poll() : Promise.resolve())).catch((error: unknown) =>
        this.base.log?.error({ err: error }, `the ${this.base.name} poll failed`),
      );
      if (this.leading) this.schedulePoll();
    });
  }
}
