import type { Kline } from '@bx/contracts';

/** A candle in numbers for the chart; `time` is the bucket's start, epoch ms of the server clock. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Candles kept in memory; the server answers 300 and ticks add one a second at most. */
export const CANDLE_LIMIT = 600;

export function klineToCandle(kline: Kline): Candle {
  return {
    time: kline.time,
    open: Number(kline.open),
    high: Number(kline.high),
    low: Number(kline.low),
    close: Number(kline.close),
  };
}

/**
 * Folds one tick into the candles: it moves the last candle when it falls in its bucket, opens a new candle
 * (at the previous close, so the bodies join) when it starts a later one, and is dropped when it is older
 * than the last candle (a late frame).
 */
export function mergeTick(
  candles: readonly Candle[],
  tick: { price: number; time: number },
  intervalMs: number,
  limit = CANDLE_LIMIT,
): Candle[] {
  if (!Number.isFinite(tick.price)) return candles as Candle[];
  const bucket = Math.floor(tick.time / intervalMs) * intervalMs;
  const last = candles[candles.length - 1];
  if (last && bucket < last.time) return candles as Candle[];
  if (last && bucket === last.time) {
    const moved = {
      ...last,
      high: Math.max(last.high, tick.price),
      low: Math.min(last.low, tick.price),
      close: tick.price,
    };
    return [...candles.slice(0, -1), moved];
  }
  const open = last ? last.close : tick.price;
  const next = [
    ...candles,
    {
      time: bucket,
      open,
      high: Math.max(open, tick.price),
      low: Math.min(open, tick.price),
      close: tick.price,
    },
  ];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/**
 * The history from the server with the live candles built before it arrived laid over its end: the live
 * ones are newer than anything the server had when it answered.
 */
export function mergeHistory(
  history: readonly Candle[],
  live: readonly Candle[],
  limit = CANDLE_LIMIT,
): Candle[] {
  const last = history[history.length - 1];
  const merged = [...history];
  for (const candle of live) {
    const tail = merged[merged.length - 1];
    if (last && candle.time < last.time) continue;
    if (tail && candle.time === tail.time) {
      merged[merged.length - 1] = {
        ...tail,
        high: Math.max(tail.high, candle.high),
        low: Math.min(tail.low, candle.low),
        close: candle.close,
      };
    } else if (!tail || candle.time > tail.time) {
      merged.push(candle);
    }
  }
  return merged.length > limit ? merged.slice(merged.length - limit) : merged;
}

/** Up when the price rose from the last tick, down when it fell, unchanged otherwise. */
export function directionOf(previous: number | null, price: number): 'up' | 'down' | 'flat' {
  if (previous === null || previous === price) return 'flat';
  return price > previous ? 'up' : 'down';
}
