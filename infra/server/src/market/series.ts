import type { RawCandle } from './price-source.js';

/**
 * Rows of `width` numbers in one Float64Array, at most `limit` rows: appending to a full ring overwrites the
 * oldest row. The price bus keeps thousands of candles and ticks per stock; as objects each cost about 90 bytes
 * of heap and every tick made new ones, here a candle is 48 bytes and a tick makes no garbage. The array
 * doubles up to the limit, so a series that stays short (daily candles) stays small.
 */
export class RowRing {
  private data: Float64Array;
  private head = 0;
  private count = 0;

  constructor(
    readonly width: number,
    readonly limit: number,
  ) {
    this.data = new Float64Array(Math.max(1, Math.min(limit, 64)) * width);
  }

  get length(): number {
    return this.count;
  }

  /** The array holding the rows; read it again after `append`, which may replace it. */
  get values(): Float64Array {
    return this.data;
  }

  /** Where row `index` (0 = the oldest kept) starts in `values`. */
  offset(index: number): number {
    return ((this.head + index) % (this.data.length / this.width)) * this.width;
  }

  /** Makes room for a new newest row and returns where it starts; the caller fills it. */
  append(): number {
    const capacity = this.data.length / this.width;
    if (this.count === capacity && capacity < this.limit) {
      const grown = new Float64Array(Math.min(this.limit, capacity * 2) * this.width);
      for (let i = 0; i < this.count; i++) {
        const at = this.offset(i);
        grown.set(this.data.subarray(at, at + this.width), i * this.width);
      }
      this.data = grown;
      this.head = 0;
    }
    if (this.count < this.data.length / this.width) return this.offset(this.count++);
    const at = this.head * this.width;
    this.head = (this.head + 1) % (this.data.length / this.width);
    return at;
  }

  /** Index of the newest row whose first number is at most `key` (rows ascend by it); -1 when none. */
  lastAtOrBefore(key: number): number {
    let lo = 0;
    let hi = this.count - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.data[this.offset(mid)]! <= key) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }
}

const TIME = 0;
const OPEN = 1;
const HIGH = 2;
const LOW = 3;
const CLOSE = 4;
const VOLUME = 5;

/** The newest `limit` candles of one stock and interval, oldest first. */
export class CandleSeries {
  private readonly rows: RowRing;

  constructor(limit: number) {
    this.rows = new RowRing(6, limit);
  }

  get length(): number {
    return this.rows.length;
  }

  at(index: number): RawCandle {
    const v = this.rows.values;
    const o = this.rows.offset(index);
    return {
      time: v[o]!,
      open: v[o + OPEN]!,
      high: v[o + HIGH]!,
      low: v[o + LOW]!,
      close: v[o + CLOSE]!,
      volume: v[o + VOLUME]!,
    };
  }

  /** Open time of the newest candle. */
  lastTime(): number | undefined {
    return this.length === 0 ? undefined : this.rows.values[this.rows.offset(this.length - 1) + TIME];
  }

  push(candle: RawCandle): void {
    const o = this.rows.append();
    const v = this.rows.values;
    v[o + TIME] = candle.time;
    v[o + OPEN] = candle.open;
    v[o + HIGH] = candle.high;
    v[o + LOW] = candle.low;
    v[o + CLOSE] = candle.close;
    v[o + VOLUME] = candle.volume;
  }

  /** Folds a trade (or a finer candle) into the newest candle. */
  merge(high: number, low: number, close: number, volume: number): void {
    const v = this.rows.values;
    const o = this.rows.offset(this.length - 1);
    v[o + HIGH] = Math.max(v[o + HIGH]!, high);
    v[o + LOW] = Math.min(v[o + LOW]!, low);
    v[o + CLOSE] = close;
    v[o + VOLUME] = v[o + VOLUME]! + volume;
  }

  /** Candles [start, end) as objects, oldest first. */
  slice(start = 0, end = this.length): RawCandle[] {
    const out: RawCandle[] = [];
    for (let i = Math.max(0, start); i < Math.min(end, this.length); i++) out.push(this.at(i));
    return out;
  }

  /** Open, high, low and volume of the candles opened at or after `since`, or undefined when none was. */
  summarySince(since: number): { open: number; high: number; low: number; volume: number } | undefined {
    const v = this.rows.values;
    let first = this.length;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    for (let i = this.length - 1; i >= 0; i--) {
      const o = this.rows.offset(i);
      if (v[o + TIME]! < since) break;
      first = i;
      high = Math.max(high, v[o + HIGH]!);
      low = Math.min(low, v[o + LOW]!);
      volume += v[o + VOLUME]!;
    }
    if (first === this.length) return undefined;
    return { open: v[this.rows.offset(first) + OPEN]!, high, low, volume };
  }
}

/** A kept tick: time, price and volume (the stock is the series'). */
export interface SeriesTick {
  time: number;
  price: number;
  volume: number;
}

/** The newest `limit` ticks of one stock, oldest first. */
export class TickSeries {
  private readonly rows: RowRing;

  constructor(limit: number) {
    this.rows = new RowRing(3, limit);
  }

  get length(): number {
    return this.rows.length;
  }

  at(index: number): SeriesTick {
    const v = this.rows.values;
    const o = this.rows.offset(index);
    return { time: v[o]!, price: v[o + 1]!, volume: v[o + 2]! };
  }

  push(time: number, price: number, volume: number): void {
    const o = this.rows.append();
    const v = this.rows.values;
    v[o] = time;
    v[o + 1] = price;
    v[o + 2] = volume;
  }

  /** The newest `count` ticks, oldest first. */
  tail(count: number): SeriesTick[] {
    const out: SeriesTick[] = [];
    for (let i = Math.max(0, this.length - count); i < this.length; i++) out.push(this.at(i));
    return out;
  }

  /** The last tick at or before `time`, if one is kept. */
  atOrBefore(time: number): SeriesTick | undefined {
    const index = this.rows.lastAtOrBefore(time);
    return index < 0 ? undefined : this.at(index);
  }
}
