import type { FuturesOption, FuturesOptionDetail } from '@bx/contracts';
import { isApiFailure, toUnits } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { buildTestApp, call, HOSTS } from '../helper.js';

// Wednesday 09:00 in Seoul: the Seoul CFD sessions and the crypto markets are open.
const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);
let app: FastifyInstance;

async function data<T>(url: string): Promise<T> {
  const { statusCode, body } = await call<T>(app, { method: 'GET', url, headers: { host: HOSTS.main } });
  if (statusCode !== 200 || isApiFailure(body)) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

beforeAll(async () => {
  const clock = new VirtualClock(T0 + 500);
  app = await buildTestApp({ clock, market: { clock, historyMinutes: 10 }, binary: { autoStart: false } });
  await clock.advance(1_000);
});
afterAll(() => app.close());

describe('the option lists of the trade headers (public, siteInfoId required)', () => {
  it('futures: the perpetual contracts on offer, with their prices', async () => {
    const options = await data<FuturesOption[]>(
      '/api/futures/option/list?siteInfoId=1&resultType=LIST&isPlay=1&stockPrefix=BX',
    );
    expect(options.map((o) => o.stock)).toEqual([
      'BTCUSDTPERP',
      'ETHUSDTPERP',
      'XRPUSDTPERP',
      'SOLUSDTPERP',
      'DOGEUSDTPERP',
    ]);
    expect(options[0]).toMatchObject({ id: 1, koName: '비트코인', precision: 2 });
    expect(options[0]!.lastPrice).toMatch(/^\d+\.\d{2}$/);
    expect(options[0]!.priceChangePercent).toMatch(/^-?\d+\.\d{2}$/);
    expect(await data('/api/futures/option/list?siteInfoId=1&stockPrefix=ETH')).toHaveLength(1);
    expect(await data('/api/futures/option/list?siteInfoId=1&isPlay=0')).toEqual([]);
  });

  it("futures: one contract's terms carry its own taker fee, which the order preview costs with", async () => {
    const detail = await data<FuturesOptionDetail>('/api/futures/option?siteInfoId=1&futuresOptionId=1');
    expect(detail.feeRate).toBe('0.0004');
    expect(toUnits(detail.feeRate, 6)).toBe(app.futures.instrument(1).feeRatePpm);
  });

  it('needs the siteInfoId of the hostname, as every /api call', async () => {
    const response = await app.inject({ url: '/api/futures/option/list', headers: { host: HOSTS.main } });
    expect(response.statusCode).toBe(400);
  });
});
