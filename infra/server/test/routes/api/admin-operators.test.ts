import type { AdminAuditEntry, LoginResult, Operator, SiteInfo, SiteUpdateEvent } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { stompClients, subscribeConfirmed } from '../../realtime/stomp-clients.js';

type Page<T> = { content: T[]; totalElements: number };

let app: FastifyInstance;
let admin: LoginResult;
let demo1: LoginResult;
const stomp = stompClients();

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

function post<T>(url: string, payload: object, token: string) {
  return call<T>(app, {
    method: 'POST',
    url: `${url}?siteInfoId=1`,
    headers: { host: HOSTS.main, ...bearer(token) },
    payload,
  });
}

function get<T>(url: string, token: string) {
  return call<T>(app, { method: 'GET', url, headers: { host: HOSTS.main, ...bearer(token) } });
}

const operator = (over: object = {}) => ({
  username: 'ops1',
  password: 'demo1234',
  name: 'Ops One',
  phone: '010-8100-0001',
  level: 'SITE',
  ...over,
});

describe('operators and their levels', () => {
  it('refuses players and malformed bodies, and a site operator raising a super operator', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/list?siteInfoId=1'],
      ['GET', '/api/admin/audit?siteInfoId=1'],
      ['POST', '/api/admin'],
      ['POST', '/api/admin/site'],
    ] as const) {
      const answer =
        method === 'GET'
          ? await get(url, demo1.accessToken)
          : await post(url, url === '/api/admin' ? operator() : { type: '111111' }, demo1.accessToken);
      expect([answer.statusCode, errorOf(answer.body)?.code], url).toEqual([403, 'NO_PERMISSION']);
    }
    for (const bad of [
      operator({ level: 'ROOT' }),
      { ...operator(), extra: 1 },
      operator({ password: 'x' }),
    ]) {
      expect((await post('/api/admin', bad, admin.accessToken)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('lets the super operator add a site operator, who adds support but no super operator', async () => {
    const added = await post<Operator>('/api/admin', operator(), admin.accessToken);
    expect(added.body.data).toMatchObject({
      username: 'ops1',
      level: 'SITE',
      parentId: admin.user.id,
      siteInfoId: 1,
    });
    const ops1 = await login(app, 'ops1');
    const raise = await post(
      '/api/admin',
      operator({ username: 'boss2', phone: '010-8100-0002', level: 'SUPER' }),
      ops1.accessToken,
    );
    expect([raise.statusCode, errorOf(raise.body)?.code]).toEqual([403, 'INSUFFICIENT_PRIVILEGES']);
    const support = await post<Operator>(
      '/api/admin',
      operator({ username: 'support1', phone: '010-8100-0003', level: 'SUPPORT' }),
      ops1.accessToken,
    );
    expect(support.body.data).toMatchObject({ level: 'SUPPORT', parentId: added.body.data!.id });

    const list = await get<Operator[]>(
      `/api/admin/list?siteInfoId=1&parentId=${added.body.data!.id}`,
      admin.accessToken,
    );
    expect(list.body.data!.map((o) => o.username)).toEqual(['support1']);
    const supers = await get<Operator[]>('/api/admin/list?siteInfoId=1&level=SUPER', admin.accessToken);
    expect(supers.body.data!.map((o) => o.username)).toEqual(['admin']);
    const one = await get<Operator>(`/api/admin?siteInfoId=1&id=${added.body.data!.id}`, admin.accessToken);
    expect(one.body.data!.username).toBe('ops1');
  });

  it("keeps support read-only, and a site's operators out of another site", async () => {
    const support1 = await login(app, 'support1');
    const reads = await get<Operator[]>('/api/admin/list?siteInfoId=1', support1.accessToken);
    expect(reads.statusCode).toBe(200);
    const writes = await post('/api/admin/site', { type: '111110' }, support1.accessToken);
    expect([writes.statusCode, errorOf(writes.body)?.code]).toEqual([403, 'INSUFFICIENT_PRIVILEGES']);
    const site15 = await login(app, 'admin', 15, HOSTS.site15);
    const across = await call(app, {
      method: 'GET',
      url: `/api/admin?siteInfoId=15&id=${admin.user.id}`,
      headers: { host: HOSTS.site15, ...bearer(site15.accessToken) },
    });
    expect([across.statusCode, errorOf(across.body)?.code]).toEqual([404, 'USER_NOT_FOUND']);
  });
});

describe("a site's flags", () => {
  it('change for every open page of the site at once, and in site.json at once', async () => {
    const client = await stomp.connect(demo1.accessToken);
    const notices = await subscribeConfirmed(client, '/topic/notice/1');
    const before = (await get<SiteInfo>('/api/site_info/code?siteInfoId=1&code=main', demo1.accessToken)).body
      .data!;
    const bad = await post('/api/admin/site', { type: '11111' }, admin.accessToken);
    expect(bad.statusCode).toBe(400);
    const off = await post<SiteInfo>(
      '/api/admin/site',
      { type: '111110', buyCoins: 'USDT' },
      admin.accessToken,
    );
    expect(off.body.data).toMatchObject({
      type: '111110',
      buyCoins: 'USDT',
      depositCoins: before.depositCoins,
    });
    await expect.poll(() => notices.length).toBe(1);
    // The pages hear the remotes the site lists now: binary is off, so the trade remote is gone. Every page hears
    // it, so the ops console is not among them (an operator's page asks site_info/remotes for it).
    const event = JSON.parse(notices[0]!.body) as SiteUpdateEvent;
    expect(event).toMatchObject({ type: 'SITE_UPDATE', data: off.body.data });
    expect(event.remotes.map((remote) => remote.name)).toEqual(
      expect.arrayContaining(['oversea', 'wallet', 'more']),
    );
    expect(event.remotes.map((remote) => remote.name)).not.toContain('trade');
    expect(event.remotes.map((remote) => remote.name)).not.toContain('admin');
    const siteJson = async () =>
      (
        (await call<never>(app, { method: 'GET', url: '/site.json', headers: { host: HOSTS.main } }))
          .body as unknown as {
          siteInfo: SiteInfo;
        }
      ).siteInfo.type;
    // At once, not after the site cache's second: a page loading now must start from the changed site.
    expect(await siteJson()).toBe('111110');
    await post('/api/admin/site', { type: before.type, buyCoins: before.buyCoins }, admin.accessToken);
    expect(await siteJson()).toBe(before.type);
  });
});

describe('the audit log', () => {
  it('lists every operator action of this suite, refusals too, without passwords, and is never rewritten', async () => {
    const { body } = await get<Page<AdminAuditEntry>>('/api/admin/audit?siteInfoId=1', admin.accessToken);
    const actions = body.data!.content.map((entry) => [entry.admin, entry.action, entry.status]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['admin', 'POST /api/admin', 200],
        ['ops1', 'POST /api/admin', 403],
        ['ops1', 'POST /api/admin', 200],
        ['support1', 'POST /api/admin/site', 403],
        ['admin', 'POST /api/admin/site', 200],
      ]),
    );
    expect(JSON.stringify(body.data)).not.toContain('demo1234');
    const siteChange = body.data!.content.find(
      (entry) => entry.action === 'POST /api/admin/site' && entry.status === 200,
    )!;
    expect(siteChange.before).toMatchObject({ id: 1 });
    expect(siteChange.after).toMatchObject({ status: 200, data: { id: 1 } });
    await expect(app.db.query('UPDATE admin_audit SET status = 0')).rejects.toThrow('append-only');
    await expect(app.db.query('DELETE FROM admin_audit')).rejects.toThrow('append-only');
  });
});
