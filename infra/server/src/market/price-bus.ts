import { KLINE_INTERVAL_MS, type KlineInterval } from '@bx/contracts';

import type { Clock } from '../clock.js';
import type { RawCandle, RawTick, TickSink } from './price-source.js';
import { CandleSeries, TickSeries, type SeriesTick } from './series.js';
import { SessionCalendar } from './session-calendar.js';
import type { SymbolSpec } from './symbols.js';

export interface BusTick {
  stock: string;
  time: number;
  price: number;
  volume: number;
}

/**
 * What a follower instance needs to draw the same charts as the tick authority: per stock, the kept ticks
 * (`[time, price, volume]`, oldest first) and the one-minute candles (`[time, open, high, low, close, volume]`) of the
 * minutes before the first of them.
 */
export type MarketSnapshot = Array<{ stock: string; candles: number[][]; ticks: number[][] }>;

export interface BusOptions {
  clock: Clock;
  symbols: readonly SymbolSpec[];
  /** When each stock trades; default: its exchange's weekly sessions, no holidays. */
  calendar?: SessionCalendar;
  /** A stock whose session is open and whose last tick is older than this is stale. */
  staleMs?: number;
  /** Raw ticks kept per stock (for price-at-time lookups and /stock/raw_data). */
  tickLimit?: number;
  /** Candles kept per stock and interval. */
  candleLimit?: number;
}

const INTERVALS = Object.entries(KLINE_INTERVAL_MS) as Array<[KlineInterval, number]>;

interface StockState {
  spec: SymbolSpec;
  last: BusTick | undefined;
  ticks: TickSeries;
  candles: Map<KlineInterval, CandleSeries>;
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
  private readonly calendar: SessionCalendar;
  private readonly candleLimit: number;
  private readonly tickLimit: number;
  readonly clock: Clock;

  constructor(options: BusOptions) {
    this.clock = options.clock;
    this.staleMs = options.staleMs ?? 5_000;
    this.calendar = options.calendar ?? new SessionCalendar();
    this.candleLimit = options.candleLimit ?? 1_500;
    this.tickLimit = options.tickLimit ?? 3_000;
    for (const spec of options.symbols) this.stocks.set(spec.stock, this.emptyState(spec));
  }

  private emptyState(spec: SymbolSpec): StockState {
    const candles = new Map<KlineInterval, CandleSeries>();
    for (const [interval] of INTERVALS) candles.set(interval, new CandleSeries(this.candleLimit));
    return { spec, last: undefined, ticks: new TickSeries(this.tickLimit), candles };
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
    const tick = this.record(raw);
    if (tick === undefined) return false;
    for (const listener of this.listeners) listener(tick);
    return true;
  }

  /** The kept ticks and the candles before them, for a follower instance (`load`). */
  snapshot(): MarketSnapshot {
    return [...this.stocks.values()].map(({ spec, ticks, candles }) => {
      const kept = ticks.tail(ticks.length);
      const from = kept[0] === undefined ? Infinity : Math.floor(kept[0].time / 60_000) * 60_000;
      const minutes = candles.get('1m')!;
      return {
        stock: spec.stock,
        candles: minutes
          .slice()
          .filter((candle) => candle.time < from)
          .map((c) => [c.time, c.open, c.high, c.low, c.close, c.volume]),
        ticks: kept.map((t) => [t.time, t.price, t.volume]),
      };
    });
  }

  /**
   * Replaces what this instance kept of each stock with another instance's snapshot (the tick authority's), so
   * charts, statistics and price-at-time lookups are the same everywhere. Listeners are not told: nothing in it is
   * news.
   */
  load(snapshot: MarketSnapshot): void {
    for (const { stock, candles, ticks } of snapshot) {
      const state = this.stocks.get(stock);
      if (state === undefined) continue;
      this.stocks.set(stock, this.emptyState(state.spec));
      this.history(
        stock,
        candles.map(([time, open, high, low, close, volume]) => ({
          time: time!,
          open: open!,
          high: high!,
          low: low!,
          close: close!,
          volume: volume!,
        })),
      );
      for (const [time, price, volume] of ticks) this.record({ stock, time: time!, price: price!, volume });
    }
  }

  private record(raw: RawTick): BusTick | undefined {
    const state = this.stocks.get(raw.stock);
    if (state === undefined || !Number.isFinite(raw.time) || !Number.isFinite(raw.price)) return undefined;
    const tickSize = state.spec.tickSize;
    const price = Math.round(raw.price / tickSize) * tickSize;
    if (price <= 0 || !Number.isSafeInteger(price)) return undefined;
    if (state.last !== undefined && raw.time < state.last.time) return undefined;
    const volume = Math.max(0, Math.round(raw.volume ?? 0));
    const tick: BusTick = { stock: raw.stock, time: Math.round(raw.time), price, volume };
    state.last = tick;
    state.ticks.push(tick.time, price, volume);
    for (const [interval, ms] of INTERVALS) {
      const series = state.candles.get(interval)!;
      const open = Math.floor(tick.time / ms) * ms;
      const current = series.lastTime();
      if (current === undefined || current < open) {
        series.push({ time: open, open: price, high: price, low: price, close: price, volume });
      } else {
        series.merge(price, price, price, volume);
      }
    }
    return tick;
  }

  /** One-minute history before the first live tick: folded into every interval of a minute or more. */
  history(stock: string, candles: readonly RawCandle[]): void {
    const state = this.stocks.get(stock);
    if (state === undefined) return;
    for (const candle of candles) {
      for (const [interval, ms] of INTERVALS) {
        if (ms < 60_000) continue;
        const series = state.candles.get(interval)!;
        const open = Math.floor(candle.time / ms) * ms;
        const current = series.lastTime();
        if (current === undefined || current < open) {
          series.push({ ...candle, time: open });
        } else if (current === open) {
          series.merge(candle.high, candle.low, candle.close, candle.volume);
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
    return busTick(stock, this.stocks.get(stock)?.ticks.atOrBefore(time));
  }

  isOpen(stock: string, time = this.clock.now()): boolean {
    const spec = this.spec(stock);
    return spec !== undefined && this.calendar.isOpen(spec, time);
  }

  /** When a closed stock opens next, as epoch ms; null while it is open (or unknown). */
  nextOpen(stock: string, time = this.clock.now()): number | null {
    const spec = this.spec(stock);
    return spec === undefined ? null : this.calendar.nextOpen(spec, time);
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
    return (this.stocks.get(stock)?.ticks.tail(limit) ?? []).map((tick) => busTick(stock, tick)!);
  }

  /**
   * Kept candles of an interval, oldest first: all, or those at indexes [start, end) (as Array.slice, without
   * negative indexes). They are copies made on each call (the bus keeps them in typed arrays): ask for the
   * range a page needs rather than slicing all of them.
   */
  candles(stock: string, interval: KlineInterval, start?: number, end?: number): readonly RawCandle[] {
    return this.stocks.get(stock)?.candles.get(interval)?.slice(start, end) ?? [];
  }

  /** How many candles of an interval are kept. */
  candleCount(stock: string, interval: KlineInterval): number {
    return this.stocks.get(stock)?.candles.get(interval)?.length ?? 0;
  }

  /** Open, high, low, last and volume over the 24 h before now, from one-minute candles. */
  stats24h(
    stock: string,
  ): { open: number; high: number; low: number; last: number; volume: number } | undefined {
    const last = this.last(stock);
    if (last === undefined) return undefined;
    const since = this.clock.now() - 86_400_000;
    const window = this.stocks.get(stock)!.candles.get('1m')!.summarySince(since);
    if (window === undefined)
      return { open: last.price, high: last.price, low: last.price, last: last.price, volume: 0 };
    return { ...window, last: last.price };
  }
}

function busTick(stock: string, tick: SeriesTick | undefined): BusTick | undefined {
  return tick === undefined ? undefined : { stock, time: tick.time, price: tick.price, volume: tick.volume };
}
