import type { LoginResult, Operator, SiteBoot, SiteRemote, SiteUpdateEvent } from '@bx/contracts';
import { errorMessage } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { stompClients, subscribeConfirmed } from '../../realtime/stomp-clients.js';

let app: FastifyInstance;
let admin: LoginResult;
let demo1: LoginResult;
const stomp = stompClients();
const NEXT = '/remotes/trade/next-1/mf-manifest.json';
const FIRST = '/remotes/trade/mf-manifest.json';

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  admin = await login(app, 'admin');
  demo1 = await login(app, 'demo1');
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

function post<T>(url: string, payload: object, token: string, host: string = HOSTS.main, siteId = 1) {
  return call<T>(app, {
    method: 'POST',
    url: `${url}?siteInfoId=${siteId}`,
    headers: { host, ...bearer(token) },
    payload,
  });
}

const registry = async (token = admin.accessToken) =>
  call<SiteRemote[]>(app, {
    method: 'GET',
    url: '/api/admin/site/remote?siteInfoId=1',
    headers: { host: HOSTS.main, ...bearer(token) },
  });

const siteJsonTrade = async () => {
  const answer = await call<never>(app, { method: 'GET', url: '/site.json', headers: { host: HOSTS.main } });
  return (answer.body as unknown as SiteBoot).remotes.find((remote) => remote.name === 'trade')?.entry;
};

describe('the remote registry: refusals', () => {
  it('refuses visitors, players, site and support operators, other sites and bad entries, in the site language', async () => {
    const visitor = await call(app, { method: 'GET', url: '/api/admin/site/remote?siteInfoId=1' });
    expect(visitor.statusCode).toBe(401);
    for (const [url, body] of [
      ['/api/admin/site/remote', { name: 'trade', entry: NEXT }],
      ['/api/admin/site/remote/rollback', { name: 'trade' }],
    ] as const) {
      const player = await post(url, body, demo1.accessToken);
      expect([player.statusCode, errorOf(player.body)?.code], url).toEqual([403, 'NO_PERMISSION']);
    }
    expect((await registry(demo1.accessToken)).statusCode).toBe(403);

    // A site operator reads the registry but leaves deployments to the platform's operators.
    const added = await post<Operator>(
      '/api/admin',
      { username: 'siteops', password: 'demo1234', name: 'Site Ops', phone: '010-8200-0001', level: 'SITE' },
      admin.accessToken,
    );
    expect(added.statusCode).toBe(200);
    const siteOps = await login(app, 'siteops');
    expect((await registry(siteOps.accessToken)).statusCode).toBe(200);
    const change = await post('/api/admin/site/remote', { name: 'trade', entry: NEXT }, siteOps.accessToken);
    expect([change.statusCode, errorOf(change.body)?.code]).toEqual([403, 'INSUFFICIENT_PRIVILEGES']);

    // Site 15's operator cannot reach site 1's registry with its token.
    const site15 = await login(app, 'admin', 15, HOSTS.site15);
    const across = await post(
      '/api/admin/site/remote',
      { name: 'trade', entry: NEXT },
      site15.accessToken,
      HOSTS.main,
      1,
    );
    expect(across.statusCode).toBeGreaterThanOrEqual(401);
    expect(across.statusCode).toBeLessThan(500);

    for (const body of [
      { name: 'trade', entry: '/remotes/trade/../more/mf-manifest.json' },
      { name: 'trade', entry: '/remotes/more/mf-manifest.json' },
      { name: 'trade', entry: 'http://cdn.example.com/trade/mf-manifest.json' },
      { name: 'trade', entry: 'javascript:alert(1)//mf-manifest.json' },
      { name: 'trade', entry: '/remotes/trade/remoteEntry.js' },
    ]) {
      const answer = await post('/api/admin/site/remote', body, admin.accessToken);
      expect([answer.statusCode, errorOf(answer.body)?.code], body.entry).toEqual([
        400,
        'REMOTE_ENTRY_INVALID',
      ]);
      expect(errorOf(answer.body)?.message).toBe(errorMessage('REMOTE_ENTRY_INVALID', 'ko'));
    }
    // Site 15 is an English site, and its operator is of SITE level: refused, in English.
    const english = await post(
      '/api/admin/site/remote',
      { name: 'trade', entry: NEXT },
      site15.accessToken,
      HOSTS.site15,
      15,
    );
    expect(errorOf(english.body)?.message).toBe(errorMessage('INSUFFICIENT_PRIVILEGES', 'en'));
    for (const body of [
      { name: 'trade' },
      { name: 'shell', entry: NEXT },
      { name: 'trade', entry: NEXT, extra: 1 },
      { name: 'trade', entry: `/remotes/trade/${'a/'.repeat(200)}mf-manifest.json` },
    ]) {
      expect(
        (await post('/api/admin/site/remote', body, admin.accessToken)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const console = await post(
      '/api/admin/site/remote',
      { name: 'admin', enabled: false },
      admin.accessToken,
    );
    expect([console.statusCode, errorOf(console.body)?.code]).toEqual([409, 'REMOTE_REQUIRED']);
    const none = await post('/api/admin/site/remote/rollback', { name: 'wallet' }, admin.accessToken);
    expect([none.statusCode, errorOf(none.body)?.code]).toEqual([409, 'REMOTE_NO_PREVIOUS']);
    expect(await siteJsonTrade()).toBe(FIRST);
  });
});

describe('the remote registry: point and roll back', () => {
  it('points a remote at another build, tells the open pages, and rolls back to the build before', async () => {
    const client = await stomp.connect(demo1.accessToken);
    const notices = await subscribeConfirmed(client, '/topic/notice/1');
    const trade = (await registry()).body.data!.find((remote) => remote.name === 'trade');
    expect(trade).toMatchObject({ entry: FIRST, enabled: true, previousEntry: null });

    const pointed = await post<SiteRemote>(
      '/api/admin/site/remote',
      { name: 'trade', entry: NEXT },
      admin.accessToken,
    );
    expect(pointed.body.data).toMatchObject({ name: 'trade', entry: NEXT, previousEntry: FIRST });
    expect(await siteJsonTrade()).toBe(NEXT);
    await expect.poll(() => notices.length).toBe(1);
    const event = JSON.parse(notices[0]!.body) as SiteUpdateEvent;
    expect(event.remotes.find((remote) => remote.name === 'trade')?.entry).toBe(NEXT);

    const back = await post<SiteRemote>(
      '/api/admin/site/remote/rollback',
      { name: 'trade' },
      admin.accessToken,
    );
    expect(back.body.data).toMatchObject({ entry: FIRST, previousEntry: NEXT });
    expect(await siteJsonTrade()).toBe(FIRST);
    await expect.poll(() => notices.length).toBe(2);

    // Switched off, the remote leaves site.json and the pushed list; switched on, it is back.
    await post('/api/admin/site/remote', { name: 'trade', enabled: false }, admin.accessToken);
    expect(await siteJsonTrade()).toBeUndefined();
    await post('/api/admin/site/remote', { name: 'trade', enabled: true }, admin.accessToken);
    expect(await siteJsonTrade()).toBe(FIRST);
  });

  it('writes every registry change to the audit log with what it was before', async () => {
    const audit = await call<{
      content: { action: string; status: number; before: unknown; admin: string }[];
    }>(app, {
      method: 'GET',
      url: '/api/admin/audit?siteInfoId=1&size=100',
      headers: { host: HOSTS.main, ...bearer(admin.accessToken) },
    });
    const rows = audit.body.data!.content;
    const changes = rows.filter((row) => row.action.startsWith('POST /api/admin/site/remote'));
    expect(changes.map((row) => [row.admin, row.action, row.status])).toEqual(
      expect.arrayContaining([
        ['admin', 'POST /api/admin/site/remote', 200],
        ['admin', 'POST /api/admin/site/remote/rollback', 200],
        ['admin', 'POST /api/admin/site/remote/rollback', 409],
        ['siteops', 'POST /api/admin/site/remote', 403],
      ]),
    );
    const pointed = changes.find((row) => row.status === 200 && row.action === 'POST /api/admin/site/remote');
    expect(pointed?.before).toMatchObject({ name: 'trade' });
  });
});
