import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { buildTestApp, call, errorOf } from '../helper.js';

const movePrice = (app: FastifyInstance, payload: object, remoteAddress?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/dev/market/price?siteInfoId=1',
    payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });

describe("the simulator's development price hook in demo mode", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { demo: true, delivery: 'outbox' } });
  });
  afterAll(() => app.close());

  it('refuses other machines, stocks it does not walk and bodies out of bounds', async () => {
    expect((await movePrice(app, { stock: 'BTCUSDT', price: '70000' }, '203.0.113.9')).statusCode).toBe(404);
    expect((await movePrice(app, { stock: 'NOPEUSDT', price: '1' })).statusCode).toBe(404);
    const extra = await movePrice(app, { stock: 'BTCUSDT', price: '70000', by: 1 });
    const bad = await movePrice(app, { stock: 'BTCUSDT', price: '-1' });
    expect([extra.statusCode, errorOf(extra.body)?.code, bad.statusCode]).toEqual([400, 'VALIDATION', 400]);
  });

  it("moves a stock's walk, which goes on from there", async () => {
    expect((await movePrice(app, { stock: 'BTCUSDT', price: '90000' })).statusCode).toBe(200);
    await vi.waitFor(
      () => {
        const price = app.market.bus.last('BTCUSDT')!.price;
        expect(Math.abs(price - 9_000_000)).toBeLessThan(50_000);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe('without demo mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { demo: false, delivery: 'none' } });
  });
  afterAll(() => app.close());

  it('has no hook, even for this machine', async () => {
    expect((await movePrice(app, { stock: 'BTCUSDT', price: '90000' })).statusCode).toBe(404);
  });
});
