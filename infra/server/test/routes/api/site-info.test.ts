import { isApiFailure, type RemoteEntry, type SiteInfo } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, HOSTS, login } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function remoteNames(host: string, siteInfoId: number): Promise<string[]> {
  const { body } = await call<RemoteEntry[]>(app, {
    url: `/api/site_info/remotes?siteInfoId=${siteInfoId}`,
    headers: { host },
  });
  if (isApiFailure(body)) throw new Error(JSON.stringify(body));
  return body.data.map((remote) => remote.name).sort();
}

describe('GET /api/site_info/remotes', () => {
  it('lists the six area remotes on site 1 as manifest paths on the page origin, whatever the Host header says', async () => {
    for (const host of ['localhost:8080', 'localhost:99999', 'localhost:abc']) {
      const { statusCode, body } = await call<RemoteEntry[]>(app, {
        url: '/api/site_info/remotes?siteInfoId=1',
        headers: { host },
      });
      expect(statusCode).toBe(200);
      if (isApiFailure(body)) throw new Error(JSON.stringify(body));
      expect(body.data).toHaveLength(6);
      expect(body.data).toContainEqual({ name: 'trade', entry: '/remotes/trade/mf-manifest.json' });
    }
  });

  it('lists the ops console to an operator only: not to a visitor, a player or a partner, nor in /site.json', async () => {
    const names = async (token?: string) => {
      const { body } = await call<RemoteEntry[]>(app, {
        url: '/api/site_info/remotes?siteInfoId=1',
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      if (isApiFailure(body)) throw new Error(JSON.stringify(body));
      return body.data.map((remote) => remote.name);
    };
    expect(await names()).not.toContain('admin');
    expect(await names((await login(app, 'demo1')).accessToken)).not.toContain('admin');
    expect(await names((await login(app, 'partner1')).accessToken)).not.toContain('admin');
    expect(await names((await login(app, 'admin')).accessToken)).toEqual([
      'admin',
      'futures',
      'more',
      'oversea',
      'search',
      'trade',
      'wallet',
    ]);
    const boot = await app.inject({ url: '/site.json', headers: { host: 'localhost' } });
    expect(boot.json<{ remotes: RemoteEntry[] }>().remotes.map((remote) => remote.name)).not.toContain(
      'admin',
    );
  });

  it('refuses a bad token instead of answering as to a visitor, so the client refreshes and asks again', async () => {
    const { statusCode, body } = await call(app, {
      url: '/api/site_info/remotes?siteInfoId=1',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
  });

  it('leaves futures out on site 33, whose futures flag is off', async () => {
    expect(await remoteNames(HOSTS.site33, 33)).toEqual(['more', 'oversea', 'search', 'trade', 'wallet']);
  });

  it('lists only trade, oversea and the always-on remotes on guest site 25', async () => {
    expect(await remoteNames(HOSTS.site25, 25)).toEqual(['more', 'oversea', 'search', 'trade', 'wallet']);
    expect(await remoteNames(HOSTS.site25, 25)).not.toContain('futures');
  });

  it('follows the remote table: a disabled row disappears, a moved entry is used as given', async () => {
    await app.db.query(`UPDATE site_remote SET enabled = false WHERE site_id = 15 AND name = 'more'`);
    await app.db.query(
      `UPDATE site_remote SET entry = 'https://cdn.example/wallet/v2/mf-manifest.json' WHERE site_id = 15 AND name = 'wallet'`,
    );
    const { body } = await call<RemoteEntry[]>(app, {
      url: '/api/site_info/remotes?siteInfoId=15',
      headers: { host: HOSTS.site15 },
    });
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data.map((remote) => remote.name)).not.toContain('more');
    expect(body.data).toContainEqual({
      name: 'wallet',
      entry: 'https://cdn.example/wallet/v2/mf-manifest.json',
    });
  });
});

describe('GET /api/site_info/code', () => {
  it("answers the site info for the site's own code", async () => {
    const { body } = await call<SiteInfo>(app, {
      url: '/api/site_info/code?siteInfoId=33&code=site33',
      headers: { host: HOSTS.site33 },
    });
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data).toMatchObject({
      id: 33,
      code: 'site33',
      lang: 'en',
      type: '111011',
      usedCoins: 'USDT,BTC,ETH,XRP,DOGE,EOS',
      binaryCurrency: 'USDT',
    });
  });

  it("answers 404 SITE_NOT_FOUND for another site's code, as for an unknown one", async () => {
    const other = await call(app, { url: '/api/site_info/code?siteInfoId=1&code=site33' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toMatchObject({ error: { code: 'SITE_NOT_FOUND' } });
  });

  it('answers 404 SITE_NOT_FOUND for an unknown code', async () => {
    const { statusCode, body } = await call(app, { url: '/api/site_info/code?siteInfoId=1&code=nope' });
    expect(statusCode).toBe(404);
    expect(body).toMatchObject({ error: { code: 'SITE_NOT_FOUND' } });
  });

  it('answers 400 VALIDATION naming the missing code', async () => {
    const { statusCode, body } = await call(app, { url: '/api/site_info/code?siteInfoId=1' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'VALIDATION' } });
    if (!isApiFailure(body)) throw new Error('expected a failure');
    expect(body.error.message).toContain('code');
  });
});
