import type { TimerClock } from './clock.js';
import type { PriceSource, RawCandle, TickSink } from './price-source.js';
import { hashSeed, Rng } from './rng.js';
import type { SymbolSpec } from './symbols.js';

/**
 * Binance kline array (REST /klines and data.binance.vision CSV): [openTime, open, high, low, close, volume,
 * closeTime, quoteVolume, trades, takerBuyBase, takerBuyQuote, ignore]; prices are decimal strings.
 */
export type BinanceKline = [number, string, string, string, string, string, number, ...unknown[]];

export interface ReplayOptions {
  clock: TimerClock;
  /** Per stock, one-minute klines in time order; the replay maps the first onto the minute `startAt`. */
  klines: ReadonlyMap<SymbolSpec, readonly RawCandle[]>;
  startAt?: number;
  /** Ticks per candle (evenly spaced inside its minute). */
  ticksPerCandle?: number;
  seed?: number;
}

const MINUTE = 60_000;

/** Decimal-string klines -> integer candles of the stock's precision. */
export function fromBinanceKlines(rows: readonly BinanceKline[], precision: number): RawCandle[] {
  const units = (text: string) => Math.round(Number(text) * 10 ** precision);
  return rows.map((row) => ({
    time: row[0],
    open: units(row[1]),
    high: units(row[2]),
    low: units(row[3]),
    close: units(row[4]),
    volume: Math.round(Number(row[5])),
  }));
}

/** A small generated fixture in Binance's array format: `count` one-minute klines from a seeded walk. */
export function syntheticKlines(
  spec: SymbolSpec,
  count: number,
  startTime: number,
  seed = 7,
): BinanceKline[] {
  const rng = new Rng(hashSeed(`fixture:${seed}:${spec.stock}`));
  const rows: BinanceKline[] = [];
  let price = spec.startPrice;
  const fmt = (value: number) => (value / 10 ** spec.precision).toFixed(spec.precision);
  for (let i = 0; i < count; i++) {
    const open = price;
    const drift = () => Math.round((rng.normal() * spec.startPrice * 0.0015) / spec.tickSize) * spec.tickSize;
    const close = Math.max(spec.tickSize, open + drift());
    const high = Math.max(open, close) + Math.abs(drift());
    const low = Math.max(spec.tickSize, Math.min(open, close) - Math.abs(drift()));
    const time = startTime + i * MINUTE;
    rows.push([
      time,
      fmt(open),
      fmt(high),
      fmt(low),
      fmt(close),
      String(rng.int(50, 500)),
      time + MINUTE - 1,
    ]);
    price = close;
  }
  return rows;
}

/**
 * Brownian bridge from `from` to `to` in `steps` steps: the path is a random walk conditioned to end at `to`,
 * kept inside [low, high] and rounded to the tick grid.
 */
export function brownianBridge(
  rng: Rng,
  from: number,
  to: number,
  steps: number,
  bounds: { low: number; high: number; tickSize: number },
): number[] {
  const path: number[] = [];
  let value = from;
  const scale = Math.max(bounds.tickSize, (bounds.high - bounds.low) / 4);
  for (let i = 1; i <= steps; i++) {
    const remaining = steps - i + 1;
    // Mean of the bridge's next point, and its variance shrinking to zero at the end.
    const mean = value + (to - value) / remaining;
    const sd = scale * Math.sqrt((remaining - 1) / remaining / steps);
    value = i === steps ? to : mean + sd * rng.normal();
    const clamped = Math.min(bounds.high, Math.max(bounds.low, value));
    path.push(Math.round(clamped / bounds.tickSize) * bounds.tickSize);
  }
  return path;
}

/**
 * Replays one-minute candles as live ticks: open, then the high and the low in a random order, then the close,
 * each leg a Brownian bridge, so the candle's extremes are exactly honoured. Stops after the last candle.
 */
export class CandleReplaySource implements PriceSource {
  readonly name = 'candle-replay';
  readonly stocks: readonly string[];
  private cancel: (() => void) | undefined;
  private readonly paths = new Map<string, number[]>();
  private readonly ticksPerCandle: number;
  private readonly startAt: number;
  private readonly rng: Rng;

  constructor(private readonly options: ReplayOptions) {
    this.stocks = [...options.klines.keys()].map((spec) => spec.stock);
    this.ticksPerCandle = Math.max(4, options.ticksPerCandle ?? 12);
    this.startAt = options.startAt ?? Math.ceil(options.clock.now() / MINUTE) * MINUTE;
    this.rng = new Rng(hashSeed(`replay:${options.seed ?? 1}`));
    for (const [spec, candles] of options.klines) this.paths.set(spec.stock, this.build(spec, candles));
  }

  /** Every tick price of every candle of one stock, in order. */
  private build(spec: SymbolSpec, candles: readonly RawCandle[]): number[] {
    const out: number[] = [];
    const legs = this.ticksPerCandle - 1;
    for (const candle of candles) {
      const highFirst = this.rng.next() < 0.5;
      const [a, b] = highFirst ? [candle.high, candle.low] : [candle.low, candle.high];
      const first = Math.max(1, Math.floor(legs / 3));
      const second = Math.max(1, Math.floor(legs / 3));
      const third = Math.max(1, legs - first - second);
      const bounds = { low: candle.low, high: candle.high, tickSize: spec.tickSize };
      out.push(
        candle.open,
        ...brownianBridge(this.rng, candle.open, a, first, bounds),
        ...brownianBridge(this.rng, a, b, second, bounds),
        ...brownianBridge(this.rng, b, candle.close, third, bounds),
      );
    }
    return out;
  }

  /** Ticks per candle actually produced (open + the three legs). */
  private get perCandle(): number {
    const legs = this.ticksPerCandle - 1;
    const first = Math.max(1, Math.floor(legs / 3));
    const second = Math.max(1, Math.floor(legs / 3));
    return 1 + first + second + Math.max(1, legs - first - second);
  }

  start(sink: TickSink): void {
    const spacing = MINUTE / this.perCandle;
    const total = Math.max(0, ...[...this.paths.values()].map((path) => path.length));
    const emit = (index: number): void => {
      if (index >= total) return;
      const at =
        this.startAt + Math.floor(index / this.perCandle) * MINUTE + (index % this.perCandle) * spacing;
      this.cancel = this.options.clock.setTimer(Math.round(at), () => {
        for (const [stock, path] of this.paths) {
          const price = path[index];
          if (price !== undefined) sink.tick({ stock, time: Math.round(at), price, volume: 1 });
        }
        emit(index + 1);
      });
    };
    emit(0);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }
}
