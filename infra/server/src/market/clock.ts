import type { Clock } from '../clock.js';

/** A clock that can also call back at a given time: engines and market sources run on it. */
export interface TimerClock extends Clock {
  /** Calls `fn` once when the clock reaches `at` (epoch ms), or soon when `at` has passed; returns a cancel. */
  setTimer(at: number, fn: () => void): () => void;
}

export function isTimerClock(clock: Clock): clock is TimerClock {
  return typeof (clock as Partial<TimerClock>).setTimer === 'function';
}

/** Real timers measured against any clock (the system clock, or a test clock that is only read). */
export function withRealTimers(clock: Clock): TimerClock {
  if (isTimerClock(clock)) return clock;
  return {
    now: () => clock.now(),
    setTimer(at, fn) {
      const handle = setTimeout(fn, Math.max(0, at - clock.now()));
      return () => clearTimeout(handle);
    },
  };
}

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * Virtual time for tests, benchmarks and replays: nothing happens until `advance` moves the clock. Each due
 * timer fires at its own time, and the registered idle waiters (engines' pending work) finish before the next.
 */
export class VirtualClock implements TimerClock {
  private timers: Timer[] = [];
  private seq = 0;
  private readonly idleWaiters = new Set<() => Promise<void>>();

  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  setTimer(at: number, fn: () => void): () => void {
    const timer: Timer = { at: Math.max(at, this.current), seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Work that `advance` waits for after each timer (e.g. an engine's queue). */
  onIdle(waiter: () => Promise<void>): () => void {
    this.idleWaiters.add(waiter);
    return () => this.idleWaiters.delete(waiter);
  }

  async idle(): Promise<void> {
    await Promise.all([...this.idleWaiters].map((waiter) => waiter()));
  }

  async advance(ms: number): Promise<void> {
    await this.advanceTo(this.current + ms);
  }

  async advanceTo(to: number): Promise<void> {
    for (;;) {
      let next: Timer | undefined;
      for (const timer of this.timers) {
        if (timer.at > to) continue;
        if (next === undefined || timer.at < next.at || (timer.at === next.at && timer.seq < next.seq)) {
          next = timer;
        }
      }
      if (next === undefined) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = Math.max(this.current, next.at);
      next.fn();
      await this.idle();
    }
    this.current = Math.max(this.current, to);
    await this.idle();
  }

  pendingTimers(): number {
    return this.timers.length;
  }
}
