import type { TimerClock } from './clock.js';
import type { PriceSource, RawCandle, TickSink } from './price-source.js';
import { hashSeed, Rng } from './rng.js';
import { SessionCalendar } from './session-calendar.js';
import type { SymbolSpec } from './symbols.js';

const SECONDS_PER_YEAR = 365 * 24 * 60 * 60;
const MINUTE = 60_000;

export interface GbmOptions {
  clock: TimerClock;
  symbols: readonly SymbolSpec[];
  seed?: number;
  /**
   * Time between ticks of every open stock, aligned to multiples of it. The default, 250 ms, is the frame cap of
   * /topic/trade/{stock} (MarketService.publishIntervalMs): a faster source would only make ticks wait there.
   */
  tickMs?: number;
  /** When each stock trades; default: its exchange's weekly sessions, no holidays. */
  calendar?: SessionCalendar;
  /** Minutes of one-minute history generated at start (charts and 24 h statistics are not empty). */
  historyMinutes?: number;
}

interface Walk {
  spec: SymbolSpec;
  rng: Rng;
  /** Integer price units, a multiple of the tick size. */
  price: number;
  lastTime: number;
}

/**
 * Exact-step geometric Brownian motion with mu = 0, one seeded generator per stock:
 *   S(t + dt) = S(t) * exp(-sigma^2 dt / 2 + sigma sqrt(dt) Z),  Z ~ N(0, 1),  dt in years
 * rounded to the nearest tick (at least one tick). Floats live only inside the step; the state is integer
 * ticks. A closed session emits nothing; the first tick after a closure is one step over the whole gap.
 */
export class GbmSource implements PriceSource {
  readonly name = 'gbm-simulator';
  readonly stocks: readonly string[];
  private readonly walks: Walk[];
  private readonly tickMs: number;
  private readonly historyMinutes: number;
  private readonly calendar: SessionCalendar;
  private cancel: (() => void) | undefined;
  private sink: TickSink | undefined;

  constructor(private readonly options: GbmOptions) {
    const seed = options.seed ?? 20_240_101;
    this.tickMs = options.tickMs ?? 250;
    this.historyMinutes = options.historyMinutes ?? 24 * 60;
    this.calendar = options.calendar ?? new SessionCalendar();
    this.stocks = options.symbols.map((s) => s.stock);
    this.walks = options.symbols.map((spec) => ({
      spec,
      rng: new Rng(hashSeed(`${seed}:${spec.stock}`)),
      price: roundToTick(spec.startPrice, spec.tickSize),
      lastTime: 0,
    }));
  }

  /** Carries on from the prices the sink knows (a takeover); a stock it knows nothing of gets a day of history. */
  start(sink: TickSink): void {
    this.sink = sink;
    const now = this.options.clock.now();
    for (const walk of this.walks) {
      const known = sink.last?.(walk.spec.stock);
      if (known === undefined) {
        sink.history(walk.spec.stock, this.backfill(walk, now));
      } else {
        walk.price = known.price;
        walk.lastTime = known.time;
      }
    }
    this.schedule(Math.floor(now / this.tickMs) * this.tickMs + this.tickMs);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
    this.sink = undefined;
  }

  /**
   * Moves a stock's walk to `price` (price units, onto the tick grid): its next tick steps from there. A demo's
   * development hook (routes/api/dev-market.ts); answers whether this source walks the stock.
   */
  moveTo(stock: string, price: number): boolean {
    const walk = this.walks.find((each) => each.spec.stock === stock);
    if (walk === undefined) return false;
    walk.price = roundToTick(price, walk.spec.tickSize);
    return true;
  }

  private schedule(at: number): void {
    this.cancel = this.options.clock.setTimer(at, () => {
      if (this.sink === undefined) return;
      for (const walk of this.walks) {
        if (!this.calendar.isOpen(walk.spec, at)) continue;
        walk.price = step(walk, at - walk.lastTime);
        walk.lastTime = at;
        this.sink.tick({ stock: walk.spec.stock, time: at, price: walk.price, volume: walk.rng.int(1, 20) });
      }
      // Catch up without piling timers when the event loop lagged.
      const next = Math.max(
        at + this.tickMs,
        Math.floor(this.options.clock.now() / this.tickMs) * this.tickMs,
      );
      this.schedule(next === at ? at + this.tickMs : next);
    });
  }

  /** One-minute candles of the last historyMinutes (open minutes only), each from six 10 s steps. */
  private backfill(walk: Walk, now: number): RawCandle[] {
    const candles: RawCandle[] = [];
    const first = Math.floor(now / MINUTE) * MINUTE - this.historyMinutes * MINUTE;
    walk.lastTime = first;
    for (let time = first; time < Math.floor(now / MINUTE) * MINUTE; time += MINUTE) {
      if (!this.calendar.isOpen(walk.spec, time)) continue;
      const open = step(walk, time - walk.lastTime);
      let high = open;
      let low = open;
      let price = open;
      for (let i = 1; i <= 6; i++) {
        walk.price = price;
        price = step(walk, 10_000);
        high = Math.max(high, price);
        low = Math.min(low, price);
      }
      walk.price = price;
      walk.lastTime = time + MINUTE;
      candles.push({ time, open, high, low, close: price, volume: walk.rng.int(100, 2_000) });
    }
    walk.lastTime = Math.max(walk.lastTime, now - this.tickMs);
    return candles;
  }
}

function roundToTick(price: number, tickSize: number): number {
  return Math.max(tickSize, Math.round(price / tickSize) * tickSize);
}

/** One exact GBM step of `dtMs` from the walk's current price; returns integer price units on the tick grid. */
function step(walk: Walk, dtMs: number): number {
  const dt = Math.max(dtMs, 1) / 1000 / SECONDS_PER_YEAR;
  const sigma = walk.spec.annualVolatility;
  const factor = Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * walk.rng.normal());
  return roundToTick(walk.price * factor, walk.spec.tickSize);
}
