import type { Kline, ServerTimeOffset, Tick, TickerStatistics } from '@bx/contracts';
import { isApiFailure } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { buildTestApp, call, HOSTS } from '../helper.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);
let app: FastifyInstance;
let clock: VirtualClock;

async function get<T>(url: string, host: string = HOSTS.main) {
  return call<T>(app, { method: 'GET', url, headers: { host } });
}
async function data<T>(url: string): Promise<T> {
  const { statusCode, body } = await get<T>(url);
  if (statusCode !== 200 || isApiFailure(body)) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  clock = new VirtualClock(T0 + 500);
  app = await buildTestApp({ clock, market: { clock, historyMinutes: 120 }, binary: { autoStart: false } });
  await clock.advance(3_000);
});
afterAll(() => app.close());

describe('market calls (public, siteInfoId required)', () => {
  it('kline_data: recent candles per stock', async () => {
    const result = await data<Record<string, Kline[]>>(
      '/api/trade/kline_data?siteInfoId=1&stockListStrs=BTCUSDT,ETHUSDT&interval=1m',
    );
    expect(Object.keys(result)).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(result.BTCUSDT!.length).toBe(121);
    const last = result.BTCUSDT![result.BTCUSDT!.length - 1]!;
    expect(last.time).toBe(T0);
    expect(last.open).toMatch(/^\d+\.\d{2}$/);
    const seconds = await data<Record<string, Kline[]>>(
      '/api/trade/kline_data?siteInfoId=1&stockListStrs=XRPUSDT&interval=1s',
    );
    expect(seconds.XRPUSDT!.length).toBeGreaterThanOrEqual(3);
  });

  it('ticker_statistics: 24 h figures', async () => {
    const [btc] = await data<TickerStatistics[]>(
      '/api/trade/ticker_statistics?siteInfoId=1&stockListStrs=BTCUSDT',
    );
    expect(btc).toMatchObject({ stock: 'BTCUSDT', isOpen: true });
    expect(Number(btc!.highPrice)).toBeGreaterThanOrEqual(Number(btc!.lowPrice));
    expect(btc!.priceChangePercent).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('server_time_offset: the server clock minus the client ms', async () => {
    const now = clock.now();
    expect(await data<ServerTimeOffset>(`/api/server_time_offset?siteInfoId=1&ms=${now - 1500}`)).toEqual({
      serverTime: now,
      offset: 1500,
    });
  });

  it('stock chart, chart_page, raw_data, last_price and key_value', async () => {
    const chart = await data<Kline[]>('/api/stock/chart?siteInfoId=1&stock=XAUUSD&interval=5m&limit=10');
    expect(chart).toHaveLength(10);
    const page1 = await data<{ content: Kline[]; totalElements: number }>(
      '/api/stock/chart_page?siteInfoId=1&stock=XAUUSD&interval=1m&page=1&size=50',
    );
    const page2 = await data<{ content: Kline[] }>(
      '/api/stock/chart_page?siteInfoId=1&stock=XAUUSD&interval=1m&page=2&size=50',
    );
    expect(page1.content).toHaveLength(50);
    expect(page2.content[page2.content.length - 1]!.time).toBeLessThan(page1.content[0]!.time);
    expect(page1.totalElements).toBe(61); // gold rested 06:00-08:00 Seoul time: one hour of the two has candles
    const raw = await data<Tick[]>('/api/stock/raw_data?siteInfoId=1&stock=EURUSD&limit=5');
    expect(raw).toHaveLength(5);
    expect(raw[4]!.time).toBeGreaterThan(raw[0]!.time);
    const last = await data<Tick>('/api/stock/last_price?siteInfoId=1&stock=EURUSD');
    expect(last).toEqual(raw[4]);
    expect(last.price).toMatch(/^\d+\.\d{5}$/);
    expect(await data('/api/stock/key_value?siteInfoId=1&key=dnw_minimum')).toEqual({
      key: 'dnw_minimum',
      value: '10000',
    });
  });

  it('validates: siteInfoId, stocks, intervals, limits, keys', async () => {
    const cases: Array<[string, number, string]> = [
      ['/api/trade/kline_data?stockListStrs=BTCUSDT&interval=1m', 400, 'SITE_REQUIRED'],
      ['/api/trade/kline_data?siteInfoId=1&stockListStrs=BTCUSDT&interval=2m', 400, 'VALIDATION'],
      ['/api/trade/kline_data?siteInfoId=1&stockListStrs=&interval=1m', 400, 'VALIDATION'],
      ['/api/trade/kline_data?siteInfoId=1&stockListStrs=BTCUSDT,NOPE&interval=1m', 404, 'STOCK_NOT_FOUND'],
      ['/api/trade/ticker_statistics?siteInfoId=1', 400, 'VALIDATION'],
      ['/api/stock/chart?siteInfoId=1&stock=BTCUSDT&interval=1m&limit=0', 400, 'VALIDATION'],
      ['/api/stock/raw_data?siteInfoId=1&stock=BTCUSDT&limit=5000', 400, 'VALIDATION'],
      ['/api/stock/key_value?siteInfoId=1&key=nothing', 404, 'KEY_NOT_FOUND'],
      ['/api/server_time_offset?siteInfoId=1&ms=abc', 400, 'VALIDATION'],
      ['/api/stock/last_price?siteInfoId=15&stock=BTCUSDT', 403, 'WRONG_ACCESS'],
    ];
    for (const [url, status, code] of cases) {
      const { statusCode, body } = await get(url);
      expect([url, statusCode]).toEqual([url, status]);
      expect(isApiFailure(body) && body.error.code).toBe(code);
    }
    const english = await get('/api/stock/last_price?siteInfoId=15&stock=NOPE', HOSTS.site15);
    expect(isApiFailure(english.body) && english.body.error.message).toContain('The stock does not exist.');
  });
});
