import type { Kline, TickerStatistics, TradeOption } from '@bx/contracts';
import { isApiFailure } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { minutesHoldingOpenTime, nextSessionOpen } from '../../src/market/sessions.js';
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

describe('sessions', () => {
  it('names when a closed session opens next, and nothing while it is open', () => {
    expect(nextSessionOpen('KIWOOM', SUNDAY_NOON)).toBe(MONDAY_OPEN);
    expect(nextSessionOpen('OANDA', SATURDAY_CLOSE)).toBe(MONDAY_OPEN);
    // The early-morning break of a weekday ends at 08:00 the same day.
    expect(nextSessionOpen('KIWOOM', Date.UTC(2024, 0, 2, 21, 30))).toBe(Date.UTC(2024, 0, 2, 23, 0));
    expect(nextSessionOpen('KIWOOM', Date.UTC(2024, 0, 3, 0, 0))).toBeNull();
    expect(nextSessionOpen('BINANCE', SUNDAY_NOON)).toBeNull();
  });

  it('reaches back across the weekend for a day of open session', () => {
    // From Sunday noon: 30 closed hours since Saturday 06:00, then 24 open hours before them.
    expect(minutesHoldingOpenTime(['KIWOOM'], SUNDAY_NOON, 24 * 60)).toBe((30 + 24 + 2) * 60);
    expect(minutesHoldingOpenTime(['BINANCE'], SUNDAY_NOON, 24 * 60)).toBe(24 * 60);
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
