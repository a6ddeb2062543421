import type { TimerClock } from './clock.js';

/**
 * At most one frame per key in each window of `intervalMs`, windows aligned to multiples of it on the clock.
 * The first value of a window goes out at once; later ones in the same window are coalesced (the newest wins)
 * and go out when the next window opens, as that window's frame.
 *
 * Aligned windows, rather than windows measured from the last send: a source ticking on the same grid (the
 * simulator, every 250 ms) then never waits, whereas measuring from the last send carries each send's delay
 * over to every later tick, so latency only ratchets up.
 */
export class TickThrottle<T> {
  private readonly sentInWindow = new Map<string, number>();
  private readonly pending = new Map<string, T>();
  private readonly timers = new Map<string, () => void>();

  constructor(
    private readonly clock: TimerClock,
    private readonly intervalMs: number,
    private readonly send: (key: string, value: T) => void,
  ) {}

  offer(key: string, value: T): void {
    const window = this.windowNow();
    if (!this.timers.has(key) && this.sentInWindow.get(key) !== window) {
      this.emit(key, value, window);
      return;
    }
    this.pending.set(key, value);
    if (this.timers.has(key)) return;
    const nextWindowOpens = (window + 1) * this.intervalMs;
    this.timers.set(
      key,
      this.clock.setTimer(nextWindowOpens, () => {
        this.timers.delete(key);
        const latest = this.pending.get(key);
        this.pending.delete(key);
        if (latest !== undefined) this.emit(key, latest, this.windowNow());
      }),
    );
  }

  stop(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    this.pending.clear();
  }

  private windowNow(): number {
    return Math.floor(this.clock.now() / this.intervalMs);
  }

  private emit(key: string, value: T, window: number): void {
    this.sentInWindow.set(key, window);
    this.send(key, value);
  }
}
