import type { Kline, TickerStatistics, TradeOption } from '@bx/contracts';
import { isApiFailure } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { SessionCalendar } from '../../src/market/session-calendar.js';
import { ALWAYS_OPEN, SEOUL_CFD_HOURS } from '../../src/market/trading-hours.js';
import { buildTestApp, call, HOSTS } from '../helper.js';

// Sunday 12:00 in Seoul: FX, indices and gold have been closed since Saturday 06:00; crypto trades.
const SUNDAY_NOON = Date.UTC(2024, 0, 7, 3, 0, 0);
const SATURDAY_CLOSE = Date.UTC(2024, 0, 5, 21, 0, 0); // Saturday 06:00 in Seoul
const MONDAY_OPEN = Date.UTC(2024, 0, 7, 23, 0, 0); // Monday 08:00 in Seoul
let app: FastifyInstance;

async function data<T>(url: string): Promise<T> {
  const { statusCode, body } = await call<T>(app, { method: 'GET', url, headers: { host: HOSTS.main } });
  if (statusCode !== 200 || isApiFailure(body)) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

const FX = { stock: 'EURUSD', hours: SEOUL_CFD_HOURS };
const GOLD = { stock: 'XAUUSD', hours: SEOUL_CFD_HOURS };
const BTC = { stock: 'BTCUSDT', hours: ALWAYS_OPEN };
const WEDNESDAY_NOON = Date.UTC(2024, 0, 3, 3, 0, 0); // Wednesday 12:00 in Seoul

describe('sessions', () => {
  const weekly = new SessionCalendar();

  it('names when a closed session opens next, and nothing while it is open', () => {
    expect(weekly.nextOpen(FX, SUNDAY_NOON)).toBe(MONDAY_OPEN);
    expect(weekly.nextOpen(GOLD, SATURDAY_CLOSE)).toBe(MONDAY_OPEN);
    // The early-morning break of a weekday ends at 08:00 the same day.
    expect(weekly.nextOpen(FX, Date.UTC(2024, 0, 2, 21, 30))).toBe(Date.UTC(2024, 0, 2, 23, 0));
    expect(weekly.nextOpen(FX, Date.UTC(2024, 0, 3, 0, 0))).toBeNull();
    expect(weekly.nextOpen(BTC, SUNDAY_NOON)).toBeNull();
  });

  it('reaches back across the weekend for a day of open session', () => {
    // From Sunday noon: 30 closed hours since Saturday 06:00, then 24 open hours before them.
    expect(weekly.minutesHoldingOpenTime([FX], SUNDAY_NOON, 24 * 60)).toBe((30 + 24 + 2) * 60);
    expect(weekly.minutesHoldingOpenTime([BTC], SUNDAY_NOON, 24 * 60)).toBe(24 * 60);
  });

  it('closes a stock on its holiday, the session opening that day, and no other stock', () => {
    const calendar = new SessionCalendar([
      { stock: 'EURUSD', date: '2024-01-03' },
      { stock: 'BTCUSDT', date: '2024-01-03' },
    ]);
    expect(calendar.isOpen(FX, WEDNESDAY_NOON)).toBe(false);
    expect(calendar.isOpen(GOLD, WEDNESDAY_NOON)).toBe(true);
    // Wednesday 05:59 still belongs to Tuesday's session; Thursday 05:59 to the holiday's.
    expect(calendar.isOpen(FX, Date.UTC(2024, 0, 2, 20, 59))).toBe(true);
    expect(calendar.isOpen(FX, Date.UTC(2024, 0, 3, 20, 59))).toBe(false);
    // FX opens again at Thursday's 08:00; crypto, whose days are UTC days, when Thursday begins in UTC.
    expect(calendar.nextOpen(FX, WEDNESDAY_NOON)).toBe(Date.UTC(2024, 0, 3, 23, 0));
    expect(calendar.nextOpen(BTC, WEDNESDAY_NOON)).toBe(Date.UTC(2024, 0, 4, 0, 0));
    // An hour of open session before Wednesday noon reaches back over the holiday's six hours into Tuesday's.
    expect(calendar.minutesHoldingOpenTime([FX], WEDNESDAY_NOON, 60)).toBe((6 + 1) * 60);
  });

  it('keeps a stock named always open trading at the weekend, and only that one', () => {
    const calendar = new SessionCalendar([], ['EURUSD']);
    expect(calendar.isOpen(FX, SUNDAY_NOON)).toBe(true);
    expect(calendar.nextOpen(FX, SUNDAY_NOON)).toBeNull();
    expect(calendar.isOpen(GOLD, SUNDAY_NOON)).toBe(false);
  });

  it('refuses a holiday that is not a date', () => {
    expect(() => new SessionCalendar([{ stock: 'EURUSD', date: '2024-02-30' }])).toThrow(RangeError);
  });
});

describe('a market closed when the server starts', () => {
  beforeAll(async () => {
    // No historyMinutes: the server's own history span, as in production.
    const clock = new VirtualClock(SUNDAY_NOON + 500);
    app = await buildTestApp({ clock, market: { clock }, binary: { autoStart: false } });
    await clock.advance(1_000);
  });
  afterAll(() => app.close());

  it('lists its options as resting with the last price of its session and the next open time', async () => {
    const options = await data<TradeOption[]>('/api/trade/option/list?siteInfoId=1&resultType=LIST&isPlay=1');
    const euro = options.find((option) => option.stock === 'EURUSD')!;
    expect(euro).toMatchObject({ isRest: true, nextOpenAt: MONDAY_OPEN });
    expect(Number(euro.lastPrice)).toBeGreaterThan(0);
    const bitcoin = options.find((option) => option.stock === 'BTCUSDT')!;
    expect(bitcoin).toMatchObject({ isRest: false, nextOpenAt: null });
    const one = await data<TradeOption>(`/api/trade/option?siteInfoId=1&tradeOptionId=${euro.id}`);
    expect(one).toMatchObject({ isRest: true, nextOpenAt: MONDAY_OPEN, lastPrice: euro.lastPrice });
  });

  it('answers its statistics from its last session', async () => {
    const stats = await data<TickerStatistics[]>(
      '/api/trade/ticker_statistics?siteInfoId=1&stockListStrs=NAS100,XAUUSD',
    );
    for (const stat of stats) {
      expect(stat.isOpen).toBe(false);
      expect(Number(stat.lastPrice)).toBeGreaterThan(0);
    }
  });

  it('draws its chart from the candles before the close, also where the chart asks for seconds', async () => {
    for (const interval of ['1s', '1m']) {
      const klines = await data<Record<string, Kline[]>>(
        `/api/trade/kline_data?siteInfoId=1&stockListStrs=USDJPY&interval=${interval}`,
      );
      expect(klines.USDJPY!.length).toBe(300);
      expect(klines.USDJPY!.at(-1)!.time).toBe(SATURDAY_CLOSE - 60_000);
    }
    const chart = await data<Kline[]>('/api/stock/chart?siteInfoId=1&stock=XAUUSD&interval=1s&limit=50');
    expect(chart).toHaveLength(50);
    expect(chart.at(-1)!.time).toBe(SATURDAY_CLOSE - 60_000);
    // An open market's second candles stay its own.
    const bitcoin = await data<Record<string, Kline[]>>(
      '/api/trade/kline_data?siteInfoId=1&stockListStrs=BTCUSDT&interval=1s',
    );
    expect(bitcoin.BTCUSDT!.at(-1)!.time).toBeGreaterThan(SUNDAY_NOON);
  });
});

describe('a stock on its holiday (MARKET_HOLIDAYS)', () => {
  const HOLIDAY_START = Date.UTC(2024, 0, 2, 21, 0, 0); // Wednesday 06:00 in Seoul
  let holidayApp: FastifyInstance;

  beforeAll(async () => {
    const clock = new VirtualClock(WEDNESDAY_NOON + 500);
    holidayApp = await buildTestApp({
      config: { marketHolidays: [{ stock: 'EURUSD', date: '2024-01-03' }] },
      clock,
      market: { clock },
      binary: { autoStart: false },
    });
    await clock.advance(1_000);
  });
  afterAll(() => holidayApp.close());

  it('rests that stock alone, with the price and chart of its last session and the next open', async () => {
    const listed = await call<TradeOption[]>(holidayApp, {
      method: 'GET',
      url: '/api/trade/option/list?siteInfoId=1',
      headers: { host: HOSTS.main },
    });
    const options = isApiFailure(listed.body) ? [] : listed.body.data;
    expect(options.find((option) => option.stock === 'EURUSD')).toMatchObject({
      isRest: true,
      nextOpenAt: Date.UTC(2024, 0, 3, 23, 0, 0),
    });
    expect(options.find((option) => option.stock === 'USDJPY')).toMatchObject({
      isRest: false,
      nextOpenAt: null,
    });
    const chart = await call<Kline[]>(holidayApp, {
      method: 'GET',
      url: '/api/stock/chart?siteInfoId=1&stock=EURUSD&interval=1m&limit=10',
      headers: { host: HOSTS.main },
    });
    const candles = isApiFailure(chart.body) ? [] : chart.body.data;
    expect(candles).toHaveLength(10);
    expect(candles.at(-1)!.time).toBe(HOLIDAY_START - 60_000);
  });
});
