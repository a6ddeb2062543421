import type { ApiEnvelope, FuturesOrder, OverseaOrder } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_RATE_LIMITS } from '../../../src/rate-limit-settings.js';
import { checkFuturesMoney, buildFuturesApp, ETH, tokenOf } from '../../engines/futures/futures-helper.js';
import { buildOverseaApp, checkMoney, NQ } from '../../engines/oversea/oversea-helper.js';
import { bearer, call, errorOf, HOSTS } from '../../helper.js';

/** A tapping player's limits would refuse the copies before they reach the order: these count them all. */
const config = { rateLimits: { ...DEFAULT_RATE_LIMITS, orderAccount: { max: 1_000, windowSeconds: 10 } } };

function order<T>(app: FastifyInstance, area: string, token: string, body: object, key?: string) {
  return call<T>(app, {
    method: 'POST',
    url: `/api/${area}/order?siteInfoId=1`,
    headers: { host: HOSTS.main, ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function countOf(app: FastifyInstance, sql: string, username: string): Promise<number> {
  const [row] = await app.db.query<{ count: number }>(sql, [username]);
  return row!.count;
}

const ids = (answers: Array<{ body: ApiEnvelope<{ id: number }> }>) =>
  new Set(answers.map((answer) => answer.body.data?.id));

describe.each([
  {
    area: 'futures',
    table: 'futures_order',
    build: () => buildFuturesApp({ config }),
    body: { futuresOptionId: ETH, marketType: 'MARKET', tradeType: 'B', qty: '0.5' },
    other: { futuresOptionId: ETH, marketType: 'MARKET', tradeType: 'B', qty: '0.6' },
    check: checkFuturesMoney,
  },
  {
    area: 'oversea',
    table: 'oversea_order',
    build: () => buildOverseaApp({ config }),
    body: { overseaOptionId: NQ, marketType: 'MARKET', tradeType: 'B', qty: 1 },
    other: { overseaOptionId: NQ, marketType: 'MARKET', tradeType: 'B', qty: 2 },
    check: checkMoney,
  },
])('$area orders under an Idempotency-Key', ({ area, table, build, body, other, check }) => {
  let app: FastifyInstance;
  let token: string;
  const orders = (username = 'demo1') =>
    countOf(
      app,
      `SELECT count(*)::int AS count FROM ${table} o JOIN app_user u ON u.id = o.user_id WHERE u.username = $1`,
      username,
    );
  beforeAll(async () => {
    app = (await build()).app;
    token = await tokenOf(app, 'demo1');
  });
  afterAll(() => app?.close());

  it('refuses a malformed key, before anything is ordered', async () => {
    const before = await orders();
    const refused = await order(app, area, token, body, 'has spaces in it');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body)?.code).toBe('VALIDATION');
    expect(await orders()).toBe(before);
  });

  it('makes one order of 50 copies sent at once, and answers each with it', async () => {
    const before = await orders();
    const copies = await Promise.all(
      Array.from({ length: 50 }, () =>
        order<FuturesOrder | OverseaOrder>(app, area, token, body, `${area}-k1`),
      ),
    );
    expect(copies.map((copy) => copy.statusCode)).toEqual(Array(50).fill(200));
    expect(ids(copies).size).toBe(1);
    expect(copies.filter((copy) => copy.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await orders()).toBe(before + 1);
    await check(app);
  });

  it('answers a retried key with the original order, and refuses another body under it', async () => {
    const first = await order<{ id: number }>(app, area, token, body, `${area}-k2`);
    const retried = await order<{ id: number }>(app, area, token, body, `${area}-k2`);
    expect(retried.statusCode).toBe(200);
    expect(retried.body.data?.id).toBe(first.body.data?.id);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const conflict = await order(app, area, token, other, `${area}-k2`);
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict.body)?.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('makes an order of every request without a key', async () => {
    const demo2 = await tokenOf(app, 'demo2');
    const before = await orders('demo2');
    expect((await order(app, area, demo2, body)).statusCode).toBe(200);
    expect((await order(app, area, demo2, body)).statusCode).toBe(200);
    expect(await orders('demo2')).toBe(before + 2);
  });
});
