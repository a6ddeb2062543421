import { KLINE_INTERVAL_MS, type KlineInterval } from '@bx/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { PriceBus } from '../../src/market/price-bus.js';
import type { RawCandle } from '../../src/market/price-source.js';
import { CandleSeries, TickSeries } from '../../src/market/series.js';
import { SYMBOLS } from '../../src/market/symbols.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);

describe('candle and tick series', () => {
  it('keep the newest `limit` entries in order, as an array of objects would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.array(
          fc.record({ merge: fc.boolean(), price: fc.integer({ min: 1, max: 1e9 }), volume: fc.nat(50) }),
          {
            maxLength: 1_000,
          },
        ),
        (limit, steps) => {
          const series = new CandleSeries(limit);
          const model: RawCandle[] = [];
          steps.forEach(({ merge, price, volume }, i) => {
            const last = model[model.length - 1];
            if (merge && last !== undefined) {
              series.merge(price, price, price, volume);
              model[model.length - 1] = {
                ...last,
                high: Math.max(last.high, price),
                low: Math.min(last.low, price),
                close: price,
                volume: last.volume + volume,
              };
            } else {
              const candle = {
                time: T0 + i * 60_000,
                open: price,
                high: price,
                low: price,
                close: price,
                volume,
              };
              series.push(candle);
              model.push(candle);
            }
            if (model.length > limit) model.shift();
          });
          expect(series.length).toBe(model.length);
          expect(series.slice()).toEqual(model);
          expect(series.slice(model.length - 3)).toEqual(model.slice(-3));
          expect(series.lastTime()).toBe(model[model.length - 1]?.time);
        },
      ),
    );
  });

  it('find the last tick at or before a time and the newest few', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 600 }),
        fc.integer({ min: -10, max: 2_000 }),
        (limit, gaps, probe) => {
          const ticks = new TickSeries(limit);
          const model: Array<{ time: number; price: number; volume: number }> = [];
          let time = 0;
          gaps.forEach((gap, i) => {
            time += gap; // equal times happen: the newest of them wins
            ticks.push(time, 100 + i, i % 7);
            model.push({ time, price: 100 + i, volume: i % 7 });
            if (model.length > limit) model.shift();
          });
          expect(ticks.tail(limit + 5)).toEqual(model);
          expect(ticks.tail(3)).toEqual(model.slice(-3));
          expect(ticks.atOrBefore(probe)).toEqual(model.filter((t) => t.time <= probe).at(-1));
        },
      ),
    );
  });
});

/** Candles of one interval straight from the ticks, the way a chart expects them. */
function aggregate(ticks: Array<{ time: number; price: number; volume: number }>, ms: number): RawCandle[] {
  const out: RawCandle[] = [];
  for (const { time, price, volume } of ticks) {
    const open = Math.floor(time / ms) * ms;
    const last = out[out.length - 1];
    if (last === undefined || last.time < open)
      out.push({ time: open, open: price, high: price, low: price, close: price, volume });
    else {
      last.high = Math.max(last.high, price);
      last.low = Math.min(last.low, price);
      last.close = price;
      last.volume += volume;
    }
  }
  return out;
}

describe('price bus history', () => {
  it('answers the same candles of every interval as aggregating the ticks, newest `candleLimit` kept', () => {
    const clock = new VirtualClock(T0);
    const spec = SYMBOLS.find((s) => s.stock === 'BTCUSDT')!;
    const bus = new PriceBus({ clock, symbols: [spec], candleLimit: 50, tickLimit: 400 });
    const ticks: Array<{ time: number; price: number; volume: number }> = [];
    let price = spec.startPrice;
    for (let i = 0; i < 20_000; i++) {
      price += ((i * 7_919) % 21) * spec.tickSize - 10 * spec.tickSize;
      const tick = { time: T0 + i * 2_300, price, volume: i % 5 };
      bus.tick({ stock: spec.stock, ...tick });
      ticks.push(tick);
    }
    for (const [interval, ms] of Object.entries(KLINE_INTERVAL_MS) as Array<[KlineInterval, number]>) {
      const expected = aggregate(ticks, ms).slice(-50);
      expect(bus.candles(spec.stock, interval)).toEqual(expected);
      expect(bus.candleCount(spec.stock, interval)).toBe(expected.length);
      expect(bus.candles(spec.stock, interval, expected.length - 7, expected.length - 2)).toEqual(
        expected.slice(-7, -2),
      );
    }
    expect(bus.recentTicks(spec.stock, 1_000)).toEqual(
      ticks.slice(-400).map((t) => ({ stock: spec.stock, ...t })),
    );
    expect(bus.priceAt(spec.stock, ticks[19_990]!.time + 1)).toEqual({
      stock: spec.stock,
      ...ticks[19_990]!,
    });
    expect(bus.priceAt(spec.stock, ticks[19_500]!.time)).toBeUndefined(); // older than the kept ticks
  });

  it('folds one-minute history into every interval of a minute or more, and takes 24 h statistics from it', () => {
    const clock = new VirtualClock(T0 + 2 * 86_400_000);
    const spec = SYMBOLS.find((s) => s.stock === 'ETHUSDT')!;
    const bus = new PriceBus({ clock, symbols: [spec] });
    const history: RawCandle[] = Array.from({ length: 3_000 }, (_, i) => ({
      time: T0 + 2 * 86_400_000 - (3_000 - i) * 60_000,
      open: 300_000 + i,
      high: 300_100 + 2 * i,
      low: 299_900 - i,
      close: 300_050 + i,
      volume: 10 + (i % 3),
    }));
    bus.history(spec.stock, history);
    expect(bus.candles(spec.stock, '1s')).toEqual([]);
    expect(bus.candles(spec.stock, '1m')).toEqual(history.slice(-1_500));
    expect(bus.candles(spec.stock, '1h')).toEqual(aggregateCandles(history, 3_600_000));
    const day = history.filter((c) => c.time >= clock.now() - 86_400_000);
    expect(bus.stats24h(spec.stock)).toEqual({
      open: day[0]!.open,
      high: Math.max(...day.map((c) => c.high)),
      low: Math.min(...day.map((c) => c.low)),
      last: history[history.length - 1]!.close,
      volume: day.reduce((sum, c) => sum + c.volume, 0),
    });
  });
});

function aggregateCandles(candles: readonly RawCandle[], ms: number): RawCandle[] {
  const out: RawCandle[] = [];
  for (const c of candles) {
    const open = Math.floor(c.time / ms) * ms;
    const last = out[out.length - 1];
    if (last === undefined || last.time < open) out.push({ ...c, time: open });
    else {
      last.high = Math.max(last.high, c.high);
      last.low = Math.min(last.low, c.low);
      last.close = c.close;
      last.volume += c.volume;
    }
  }
  return out;
}
