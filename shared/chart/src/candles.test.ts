import { describe, expect, it } from 'vitest';

import { directionOf, klineToCandle, mergeHistory, mergeTick, type Candle } from './candles';

const candle = (time: number, open: number, high: number, low: number, close: number): Candle => ({
  time,
  open,
  high,
  low,
  close,
});

describe('mergeTick', () => {
  it('moves the last candle with a tick of its bucket', () => {
    const merged = mergeTick([candle(1_000, 10, 12, 9, 11)], { price: 13, time: 1_700 }, 1_000);
    expect(merged).toEqual([candle(1_000, 10, 13, 9, 13)]);
    expect(mergeTick(merged, { price: 8, time: 1_999 }, 1_000)).toEqual([candle(1_000, 10, 13, 8, 8)]);
  });

  it('opens the next candle at the previous close', () => {
    const merged = mergeTick([candle(1_000, 10, 12, 9, 11)], { price: 14, time: 3_200 }, 1_000);
    expect(merged[1]).toEqual(candle(3_000, 11, 14, 11, 14));
  });

  it('starts from nothing with a flat candle', () => {
    expect(mergeTick([], { price: 5, time: 60_500 }, 60_000)).toEqual([candle(60_000, 5, 5, 5, 5)]);
  });

  it('drops a late tick and a price that is not a number', () => {
    const candles = [candle(2_000, 10, 12, 9, 11)];
    expect(mergeTick(candles, { price: 99, time: 1_500 }, 1_000)).toBe(candles);
    expect(mergeTick(candles, { price: Number.NaN, time: 2_500 }, 1_000)).toBe(candles);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let candles: Candle[] = [];
    for (let second = 0; second < 5; second++)
      candles = mergeTick(candles, { price: second, time: second * 1_000 }, 1_000, 3);
    expect(candles.map((c) => c.time)).toEqual([2_000, 3_000, 4_000]);
  });
});

describe('mergeHistory', () => {
  it('lays the live candles over the end of the history', () => {
    const history = [candle(1_000, 1, 2, 1, 2), candle(2_000, 2, 3, 2, 3)];
    const live = [candle(2_000, 3, 5, 1, 4), candle(3_000, 4, 4, 4, 4)];
    expect(mergeHistory(history, live)).toEqual([
      candle(1_000, 1, 2, 1, 2),
      candle(2_000, 2, 5, 1, 4),
      candle(3_000, 4, 4, 4, 4),
    ]);
  });

  it('ignores live candles older than the history', () => {
    expect(mergeHistory([candle(5_000, 1, 1, 1, 1)], [candle(4_000, 9, 9, 9, 9)])).toEqual([
      candle(5_000, 1, 1, 1, 1),
    ]);
  });
});

describe('klineToCandle and directionOf', () => {
  it('reads the server decimals as numbers', () => {
    expect(
      klineToCandle({ time: 60_000, open: '1.5', high: '2', low: '1', close: '1.75', volume: '10' }),
    ).toEqual(candle(60_000, 1.5, 2, 1, 1.75));
  });

  it('tells a rise from a fall', () => {
    expect(directionOf(null, 5)).toBe('flat');
    expect(directionOf(5, 6)).toBe('up');
    expect(directionOf(6, 5)).toBe('down');
    expect(directionOf(5, 5)).toBe('flat');
  });
});
