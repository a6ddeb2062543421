import type { Kline, KlineInterval, Tick, TickerStatistics } from '@bx/contracts';
import { TOPICS } from '@bx/contracts';

import type { Realtime } from '../realtime/realtime-server.js';
import type { TimerClock } from './clock.js';
import { GbmSource } from './gbm-source.js';
import { PriceBus, type BusTick } from './price-bus.js';
import type { PriceSource, RawCandle, TickSink } from './price-source.js';
import type { SessionCalendar } from './session-calendar.js';
import { formatPrice, percentChange, SYMBOLS, type SymbolSpec } from './symbols.js';
import { TickThrottle } from './tick-throttle.js';

export interface MarketOptions {
  clock: TimerClock;
  realtime?: Pick<Realtime, 'broadcast'>;
  symbols?: readonly SymbolSpec[];
  /** Defaults to the seeded GBM simulator over every symbol. */
  sources?: (clock: TimerClock, symbols: readonly SymbolSpec[]) => PriceSource[];
  seed?: number;
  /** One frame per stock per window of this length on /topic/trade/{stock} (default 250 ms: 4 a second). */
  publishIntervalMs?: number;
  staleMs?: number;
  tickMs?: number;
  historyMinutes?: number;
  /** When each stock trades (holidays from MARKET_HOLIDAYS); default: the weekly sessions only. */
  calendar?: SessionCalendar;
}

/**
 * Market data: the sources feed the bus; ticks are pushed on /topic/trade/{stock} through a TickThrottle, so a
 * stock gets at most one frame per publishIntervalMs window (the newest price wins; the last one of a burst is
 * always sent).
 */
export class MarketService {
  readonly bus: PriceBus;
  readonly clock: TimerClock;
  private readonly sources: PriceSource[];
  private readonly throttle: TickThrottle<BusTick>;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: MarketOptions) {
    const symbols = options.symbols ?? SYMBOLS;
    this.clock = options.clock;
    this.bus = new PriceBus({
      clock: options.clock,
      symbols,
      staleMs: options.staleMs,
      calendar: options.calendar,
    });
    // realtime.broadcast serializes the body once and writes the same bytes to every subscriber.
    this.throttle = new TickThrottle(options.clock, options.publishIntervalMs ?? 250, (stock, tick) =>
      this.options.realtime?.broadcast(TOPICS.trade(stock), this.toTick(tick)),
    );
    this.sources = options.sources?.(options.clock, symbols) ?? [
      new GbmSource({
        clock: options.clock,
        symbols,
        seed: options.seed,
        tickMs: options.tickMs,
        historyMinutes: options.historyMinutes,
        calendar: options.calendar,
      }),
    ];
  }

  /**
   * Starts the sources, writing to `sink`: this bus alone (one process, benches), or the tick authority's sink,
   * which also publishes every tick to the other instances (tick-authority.ts).
   */
  start(sink: TickSink = this.bus): void {
    for (const source of this.sources) source.start(sink);
  }

  /**
   * Pushes the bus's ticks on /topic/trade/{stock}. Every instance hears the same ticks (one tick authority), so
   * only the elected instance pushes them, once for every subscriber.
   */
  async startBroadcast(): Promise<void> {
    if (this.options.realtime === undefined || this.unsubscribe !== undefined) return;
    this.unsubscribe = this.bus.onTick((tick) => this.throttle.offer(tick.stock, tick));
  }

  async stopBroadcast(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.throttle.stop();
  }

  stop(): void {
    for (const source of this.sources) source.stop();
    void this.stopBroadcast();
  }

  /** Moves the simulator's walk of a stock to `price` (a demo's development hook); false without a simulator of it. */
  moveSimulated(stock: string, price: number): boolean {
    return this.sources.some((source) => source instanceof GbmSource && source.moveTo(stock, price));
  }

  has(stock: string): boolean {
    return this.bus.spec(stock) !== undefined;
  }

  toTick(tick: BusTick): Tick {
    return {
      stock: tick.stock,
      price: formatPrice(tick.price, this.bus.spec(tick.stock)!.precision),
      time: tick.time,
    };
  }

  lastTick(stock: string): Tick | undefined {
    const last = this.bus.last(stock);
    return last === undefined ? undefined : this.toTick(last);
  }

  toKline(stock: string, candle: RawCandle): Kline {
    const precision = this.bus.spec(stock)!.precision;
    return {
      time: candle.time,
      open: formatPrice(candle.open, precision),
      high: formatPrice(candle.high, precision),
      low: formatPrice(candle.low, precision),
      close: formatPrice(candle.close, precision),
      volume: String(candle.volume),
    };
  }

  /** The newest `limit` candles, oldest first. */
  klines(stock: string, interval: KlineInterval, limit: number): Kline[] {
    const all = this.bus.candles(stock, interval);
    return all.slice(Math.max(0, all.length - limit)).map((candle) => this.toKline(stock, candle));
  }

  /** Newest first pages: page 1 holds the newest `size` candles (each page oldest first). */
  klinePage(stock: string, interval: KlineInterval, page: number, size: number) {
    const all = this.bus.candles(stock, interval);
    const end = Math.max(0, all.length - (page - 1) * size);
    const content = all.slice(Math.max(0, end - size), end).map((candle) => this.toKline(stock, candle));
    return { content, page, size, totalElements: all.length };
  }

  statistics(stock: string): TickerStatistics {
    const precision = this.bus.spec(stock)!.precision;
    const stats = this.bus.stats24h(stock);
    const fmt = (value: number | undefined) => formatPrice(value ?? 0, precision);
    return {
      stock,
      lastPrice: fmt(stats?.last),
      priceChangePercent: stats === undefined ? '0.00' : percentChange(stats.open, stats.last),
      highPrice: fmt(stats?.high),
      lowPrice: fmt(stats?.low),
      volume: String(stats?.volume ?? 0),
      isOpen: this.bus.isOpen(stock),
    };
  }

  recentTicks(stock: string, limit: number): Tick[] {
    return this.bus.recentTicks(stock, limit).map((tick) => this.toTick(tick));
  }
}
