import type { KlineInterval } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { RawCandle, RawTick, TickSink } from './price-source.js';
import { isSessionOpen } from './sessions.js';
import type { SymbolSpec } from './symbols.js';

export const KLINE_INTERVALS: Record<KlineInterval, number> = {
  '1s': 1_000,
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
};

export interface BusTick {
  stock: string;
  time: number;
  price: number;
  volume: number;
}

export interface BusOptions {
  clock: Clock;
  symbols: readonly SymbolSpec[];
  /** A stock whose session is open and whose last tick is older than this is stale. */
  staleMs?: number;
  /** Raw ticks kept per stock (for price-at-time lookups and /stock/raw_data). */
  tickLimit?: number;
  /** Candles kept per stock and interval. */
  candleLimit?: number;
}

/** A fixed-size buffer: oldest entries drop off. */
class Ring<T> {
  private items: T[] = [];
  constructor(private readonly limit: number) {}
  push(item: T): void {
    this.items.push(item);
    if (this.items.length > this.limit * 1.25) this.items = this.items.slice(-this.limit);
  }
  last(): T | undefined {
    return this.items[this.items.length - 1];
  }
  setLast(item: T): void {
    this.items[this.items.length - 1] = item;
  }
  /** The newest `count`, oldest first. */
  tail(count: number): T[] {
    return this.items.slice(-Math.min(count, this.limit));
  }
  all(): readonly T[] {
    return this.items.length > this.limit ? this.items.slice(-this.limit) : this.items;
  }
}

interface StockState {
  spec: SymbolSpec;
  last: BusTick | undefined;
  ticks: Ring<BusTick>;
  candles: Map<KlineInterval, Ring<RawCandle>>;
}

/**
 * The one place prices enter: it normalizes ticks (known stock, positive integer on the tick grid, time never
 * going back), keeps the last price and recent ticks per stock, aggregates candles of every interval, and tells
 * whether a stock is stale. Engines and routes read only the bus.
 */
export class PriceBus implements TickSink {
  private readonly stocks = new Map<string, StockState>();
  private readonly listeners = new Set<(tick: BusTick) => void>();
  private readonly staleMs: number;
  private readonly candleLimit: number;
  readonly clock: Clock;

  constructor(options: BusOptions) {
    this.clock = options.clock;
    this.staleMs = options.staleMs ?? 5_000;
    this.candleLimit = options.candleLimit ?? 1_500;
    for (const spec of options.symbols) {
      const candles = new Map<KlineInterval, Ring<RawCandle>>();
      for (const interval of Object.keys(KLINE_INTERVALS) as KlineInterval[]) {
        candles.set(interval, new Ring(this.candleLimit));
      }
      this.stocks.set(spec.stock, {
        spec,
        last: undefined,
        ticks: new Ring(options.tickLimit ?? 3_000),
        candles,
      });
    }
  }

  symbols(): SymbolSpec[] {
    return [...this.stocks.values()].map((state) => state.spec);
  }

  spec(stock: string): SymbolSpec | undefined {
    return this.stocks.get(stock)?.spec;
  }

  onTick(listener: (tick: BusTick) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Accepts a tick when it is well-formed and not older than the stock's last one; returns whether it did. */
  tick(raw: RawTick): boolean {
    const state = this.stocks.get(raw.stock);
    if (state === undefined || !Number.isFinite(raw.time) || !Number.isFinite(raw.price)) return false;
    const tickSize = state.spec.tickSize;
    const price = Math.round(raw.price / tickSize) * tickSize;
    if (price <= 0 || !Number.isSafeInteger(price)) return false;
    if (state.last !== undefined && raw.time < state.last.time) return false;
    const volume = Math.max(0, Math.round(raw.volume ?? 0));
    const tick: BusTick = { stock: raw.stock, time: Math.round(raw.time), price, volume };
    state.last = tick;
    state.ticks.push(tick);
    for (const [interval, ms] of Object.entries(KLINE_INTERVALS) as Array<[KlineInterval, number]>) {
      const ring = state.candles.get(interval)!;
      const open = Math.floor(tick.time / ms) * ms;
      const current = ring.last();
      if (current === undefined || current.time < open) {
        ring.push({ time: open, open: price, high: price, low: price, close: price, volume });
      } else {
        ring.setLast({
          ...current,
          high: Math.max(current.high, price),
          low: Math.min(current.low, price),
          close: price,
          volume: current.volume + volume,
        });
      }
    }
    for (const listener of this.listeners) listener(tick);
    return true;
  }

  /** One-minute history before the first live tick: folded into every interval of a minute or more. */
  history(stock: string, candles: readonly RawCandle[]): void {
    const state = this.stocks.get(stock);
    if (state === undefined) return;
    for (const candle of candles) {
      for (const [interval, ms] of Object.entries(KLINE_INTERVALS) as Array<[KlineInterval, number]>) {
        if (ms < 60_000) continue;
        const ring = state.candles.get(interval)!;
        const open = Math.floor(candle.time / ms) * ms;
        const current = ring.last();
        if (current === undefined || current.time < open) {
          ring.push({ ...candle, time: open });
        } else if (current.time === open) {
          ring.setLast({
            ...current,
            high: Math.max(current.high, candle.high),
            low: Math.min(current.low, candle.low),
            close: candle.close,
            volume: current.volume + candle.volume,
          });
        }
      }
      state.last = { stock, time: candle.time + 59_999, price: candle.close, volume: 0 };
    }
  }

  last(stock: string): BusTick | undefined {
    return this.stocks.get(stock)?.last;
  }

  /** The last tick at or before `time` among the recent ticks; undefined when none is kept. */
  priceAt(stock: string, time: number): BusTick | undefined {
    const ticks = this.stocks.get(stock)?.ticks.all() ?? [];
    let lo = 0;
    let hi = ticks.length - 1;
    let found: BusTick | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const tick = ticks[mid]!;
      if (tick.time <= time) {
        found = tick;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  isOpen(stock: string, time = this.clock.now()): boolean {
    const spec = this.spec(stock);
    return spec !== undefined && isSessionOpen(spec.origin, time);
  }

  /** Open session and no tick within staleMs. A closed market is resting, not stale. */
  isStale(stock: string, time = this.clock.now()): boolean {
    if (!this.isOpen(stock, time)) return false;
    const last = this.last(stock);
    return last === undefined || time - last.time > this.staleMs;
  }

  get staleAfterMs(): number {
    return this.staleMs;
  }

  recentTicks(stock: string, limit: number): BusTick[] {
    return this.stocks.get(stock)?.ticks.tail(limit) ?? [];
  }

  /** All kept candles of an interval, oldest first. */
  candles(stock: string, interval: KlineInterval): readonly RawCandle[] {
    return this.stocks.get(stock)?.candles.get(interval)?.all() ?? [];
  }

  /** Open, high, low, last and volume over the 24 h before now, from one-minute candles. */
  stats24h(
    stock: string,
  ): { open: number; high: number; low: number; last: number; volume: number } | undefined {
    const last = this.last(stock);
    if (last === undefined) return undefined;
    const since = this.clock.now() - 86_400_000;
    const window = this.candles(stock, '1m').filter((candle) => candle.time >= since);
    if (window.length === 0)
      return { open: last.price, high: last.price, low: last.price, last: last.price, volume: 0 };
    return {
      open: window[0]!.open,
      high: Math.max(...window.map((c) => c.high)),
      low: Math.min(...window.map((c) => c.low)),
      last: last.price,
      volume: window.reduce((sum, c) => sum + c.volume, 0),
    };
  }
}
