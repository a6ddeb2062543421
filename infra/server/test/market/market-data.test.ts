import { describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { GbmSource } from '../../src/market/gbm-source.js';
import { PriceBus } from '../../src/market/price-bus.js';
import type { RawCandle, RawTick } from '../../src/market/price-source.js';
import { CandleReplaySource, fromBinanceKlines, syntheticKlines } from '../../src/market/replay-source.js';
import { formatPrice, parsePrice, percentChange, SYMBOLS } from '../../src/market/symbols.js';
import {
  ALWAYS_OPEN,
  CME_GLOBEX_HOURS,
  HKEX_INDEX_HOURS,
  isWithinHours,
  SEOUL_CFD_HOURS,
  type TradingHours,
} from '../../src/market/trading-hours.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0); // Wednesday 09:00 KST
const kst = (day: number, hour: number, minute = 0) => Date.UTC(2024, 0, day, hour - 9, minute);

function collect(clock: VirtualClock, symbols = SYMBOLS, seed = 1) {
  const ticks: RawTick[] = [];
  const history = new Map<string, readonly RawCandle[]>();
  const source = new GbmSource({ clock, symbols, seed, tickMs: 200, historyMinutes: 60 });
  source.start({ tick: (t) => ticks.push(t), history: (stock, candles) => history.set(stock, candles) });
  return { ticks, history, source };
}

describe('trading hours', () => {
  const open = (hours: TradingHours, time: number) => isWithinHours(hours, time);

  it('crypto never closes; FX, indices and gold CFDs trade 08:00-06:00 Seoul time, Monday to Saturday morning', () => {
    expect(open(ALWAYS_OPEN, kst(6, 12))).toBe(true); // Saturday noon
    expect(open(SEOUL_CFD_HOURS, kst(3, 8))).toBe(true); // Wednesday 08:00
    expect(open(SEOUL_CFD_HOURS, kst(3, 7, 59))).toBe(false);
    expect(open(SEOUL_CFD_HOURS, kst(4, 5, 59))).toBe(true); // Thursday 05:59, Wednesday's session
    expect(open(SEOUL_CFD_HOURS, kst(4, 6))).toBe(false);
    expect(open(SEOUL_CFD_HOURS, kst(6, 5, 59))).toBe(true); // Saturday 05:59, Friday's session
    expect(open(SEOUL_CFD_HOURS, kst(6, 8))).toBe(false); // Saturday
    expect(open(SEOUL_CFD_HOURS, kst(7, 12))).toBe(false); // Sunday
    expect(open(SEOUL_CFD_HOURS, kst(8, 5))).toBe(false); // Monday before the open
    expect(open(SEOUL_CFD_HOURS, kst(8, 8))).toBe(true);
  });

  it('keeps CME hours in Chicago time: 08:00-07:00 Seoul in winter, 07:00-06:00 in summer', () => {
    // January (CST, UTC-6): Globex opens Sunday 17:00 = Monday 08:00 Seoul; the daily break is 07:00-08:00 Seoul.
    expect(open(CME_GLOBEX_HOURS, kst(8, 7, 59))).toBe(false);
    expect(open(CME_GLOBEX_HOURS, kst(8, 8))).toBe(true);
    expect(open(CME_GLOBEX_HOURS, kst(9, 6, 59))).toBe(true);
    expect(open(CME_GLOBEX_HOURS, kst(9, 7, 30))).toBe(false);
    // Friday 16:00 Chicago is Saturday 07:00 Seoul: closed until Monday.
    expect(open(CME_GLOBEX_HOURS, kst(13, 6, 59))).toBe(true);
    expect(open(CME_GLOBEX_HOURS, kst(13, 7))).toBe(false);
    expect(open(CME_GLOBEX_HOURS, kst(14, 12))).toBe(false);
    // July (CDT, UTC-5): an hour earlier in Seoul. 2024-07-08 is a Monday.
    const july = (day: number, hour: number, minute = 0) => Date.UTC(2024, 6, day, hour - 9, minute);
    expect(open(CME_GLOBEX_HOURS, july(8, 7))).toBe(true);
    expect(open(CME_GLOBEX_HOURS, july(9, 6, 30))).toBe(false);
  });

  it("keeps the Hang Seng's three sessions with their lunch and evening breaks (Hong Kong time)", () => {
    const hkt = (day: number, hour: number, minute = 0) => Date.UTC(2024, 0, day, hour - 8, minute);
    expect(open(HKEX_INDEX_HOURS, hkt(3, 9, 14))).toBe(false);
    expect(open(HKEX_INDEX_HOURS, hkt(3, 9, 15))).toBe(true);
    expect(open(HKEX_INDEX_HOURS, hkt(3, 12, 30))).toBe(false); // lunch
    expect(open(HKEX_INDEX_HOURS, hkt(3, 16, 29))).toBe(true);
    expect(open(HKEX_INDEX_HOURS, hkt(3, 17))).toBe(false);
    expect(open(HKEX_INDEX_HOURS, hkt(4, 2, 59))).toBe(true); // Wednesday's evening session
    expect(open(HKEX_INDEX_HOURS, hkt(6, 12))).toBe(false); // Saturday
  });
});

describe('GBM simulator', () => {
  it('is reproducible from its seed, moves on the tick grid in integers, one tick per stock per step', async () => {
    const a = new VirtualClock(T0);
    const b = new VirtualClock(T0);
    const first = collect(a);
    const second = collect(b);
    await a.advance(10_000);
    await b.advance(10_000);
    expect(first.ticks).toEqual(second.ticks);
    // Every stock open at T0 ticks once a step: all but the Hang Seng, which opens at 09:15 Hong Kong time.
    const open = SYMBOLS.filter((spec) => isWithinHours(spec.hours, T0));
    expect(open.map((spec) => spec.stock)).not.toContain('HSI');
    expect(open).toHaveLength(SYMBOLS.length - 1);
    expect(first.ticks).toHaveLength(open.length * 50);
    for (const tick of first.ticks) {
      const spec = SYMBOLS.find((s) => s.stock === tick.stock)!;
      expect(Number.isSafeInteger(tick.price)).toBe(true);
      expect(tick.price % spec.tickSize).toBe(0);
      expect(tick.time % 200).toBe(0);
    }
    const other = collect(new VirtualClock(T0), SYMBOLS, 2);
    expect(other.history.get('BTCUSDT')).not.toEqual(first.history.get('BTCUSDT'));
    const btc = first.ticks.filter((t) => t.stock === 'BTCUSDT').map((t) => t.price);
    expect(new Set(btc).size).toBeGreaterThan(10);
  });

  it('backfills one-minute history and emits nothing for a closed market', async () => {
    const clock = new VirtualClock(kst(6, 12)); // Saturday noon
    const { ticks, history } = collect(clock);
    await clock.advance(5_000);
    expect(ticks.some((t) => t.stock === 'EURUSD' || t.stock === 'XAUUSD')).toBe(false);
    expect(ticks.some((t) => t.stock === 'BTCUSDT')).toBe(true);
    expect(history.get('BTCUSDT')).toHaveLength(60);
    expect(history.get('EURUSD')).toHaveLength(0);
    for (const c of history.get('BTCUSDT')!) {
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
    }
  });

  it('has no drift to speak of: mu = 0 keeps the mean of many walks near the start', async () => {
    const spec = { ...SYMBOLS[0]!, annualVolatility: 0.8 };
    let sum = 0;
    const runs = 200;
    for (let seed = 0; seed < runs; seed++) {
      const clock = new VirtualClock(T0);
      const { ticks } = collect(clock, [spec], seed);
      await clock.advance(2_000);
      sum += ticks[ticks.length - 1]!.price / spec.startPrice;
    }
    expect(Math.abs(sum / runs - 1)).toBeLessThan(0.001);
  });
});

describe('candle replay', () => {
  it('replays klines as ticks through open, both extremes and close (Brownian bridge)', async () => {
    const spec = SYMBOLS[0]!;
    const rows = syntheticKlines(spec, 5, T0 - 5 * 60_000);
    const candles = fromBinanceKlines(rows, spec.precision);
    const clock = new VirtualClock(T0);
    const ticks: RawTick[] = [];
    const source = new CandleReplaySource({
      clock,
      klines: new Map([[spec, candles]]),
      startAt: T0,
      ticksPerCandle: 16,
    });
    source.start({ tick: (t) => ticks.push(t), history: () => undefined });
    await clock.advance(5 * 60_000);
    expect(ticks).toHaveLength(5 * 16);
    candles.forEach((candle, i) => {
      const inMinute = ticks
        .filter((t) => t.time >= T0 + i * 60_000 && t.time < T0 + (i + 1) * 60_000)
        .map((t) => t.price);
      expect(inMinute[0]).toBe(candle.open);
      expect(inMinute[inMinute.length - 1]).toBe(candle.close);
      expect(Math.max(...inMinute)).toBe(candle.high);
      expect(Math.min(...inMinute)).toBe(candle.low);
    });
  });
});

describe('price bus', () => {
  it('normalizes ticks, keeps the last price, aggregates candles and detects staleness', () => {
    const clock = new VirtualClock(T0);
    const bus = new PriceBus({ clock, symbols: SYMBOLS, staleMs: 5_000 });
    expect(bus.tick({ stock: 'NOPE', time: T0, price: 1 })).toBe(false);
    expect(bus.tick({ stock: 'NAS100', time: T0, price: 1_800_013 })).toBe(true);
    expect(bus.last('NAS100')!.price).toBe(1_800_025); // rounded to the 0.25 tick
    expect(bus.tick({ stock: 'NAS100', time: T0 - 1, price: 1_700_000 })).toBe(false); // older than the last
    expect(bus.tick({ stock: 'NAS100', time: T0 + 1_000, price: 0 })).toBe(false);
    bus.tick({ stock: 'NAS100', time: T0 + 30_000, price: 1_810_000, volume: 3 });
    bus.tick({ stock: 'NAS100', time: T0 + 61_000, price: 1_790_000, volume: 2 });
    expect(bus.candles('NAS100', '1m')).toEqual([
      { time: T0, open: 1_800_025, high: 1_810_000, low: 1_800_025, close: 1_810_000, volume: 3 },
      { time: T0 + 60_000, open: 1_790_000, high: 1_790_000, low: 1_790_000, close: 1_790_000, volume: 2 },
    ]);
    expect(bus.candles('NAS100', '5m')).toHaveLength(1);
    expect(bus.priceAt('NAS100', T0 + 60_999)!.price).toBe(1_810_000);
    expect(bus.priceAt('NAS100', T0 - 1)).toBeUndefined();
    expect(bus.isStale('NAS100', T0 + 62_000)).toBe(false);
    expect(bus.isStale('NAS100', T0 + 67_000)).toBe(true);
    expect(bus.isStale('NAS100', kst(6, 12))).toBe(false); // resting, not stale
    expect(bus.isStale('ETHUSDT')).toBe(true);
  });

  it('formats and parses prices exactly', () => {
    expect(formatPrice(6_500_012, 2)).toBe('65000.12');
    expect(formatPrice(5, 4)).toBe('0.0005');
    expect(parsePrice('65000.1', 2)).toBe(6_500_010);
    expect(parsePrice('1.123456', 5)).toBeUndefined();
    expect(percentChange(10_000, 10_125)).toBe('1.25');
    expect(percentChange(10_000, 9_875)).toBe('-1.25');
  });
});
