import type { Contact, LoginResult } from '@bx/contracts';
import type { IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, HOSTS, login } from '../helper.js';

import { stompClients, subscribeConfirmed as subscribe } from './stomp-clients.js';

let app: FastifyInstance;
let admin: LoginResult;
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  admin = await login(app, 'admin');
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const connect = (token?: string) => stomp.connect(token);

async function until(messages: IMessage[], count = 1): Promise<unknown[]> {
  for (let i = 0; i < 100 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return messages.map((m) => JSON.parse(m.body) as unknown);
}

const adminPost = <T>(path: string, payload: object) =>
  call<T>(app, { method: 'POST', url: `${path}?siteInfoId=1`, headers: bearer(admin.accessToken), payload });

describe('realtime pushes of the operator calls', () => {
  it("pushes an inquiry's answer to the player's /user/queue/new_message only", async () => {
    const player = await login(app, 'demo1');
    const bystander = await login(app, 'demo2');
    const [mine, theirs] = await Promise.all([
      connect(player.accessToken).then((c) => subscribe(c, '/user/queue/new_message')),
      connect(bystander.accessToken).then((c) => subscribe(c, '/user/queue/new_message')),
    ]);
    const created = await call<Contact>(app, {
      method: 'POST',
      url: '/api/contact/create?siteInfoId=1',
      headers: bearer(player.accessToken),
      payload: { playerId: player.user.id, question: '문의합니다' },
    });
    const id = created.body.data!.id;
    expect((await adminPost('/api/admin/contact/answer', { id, answer: '답변입니다' })).statusCode).toBe(200);
    expect(await until(mine)).toEqual([{ type: 'answer', data: { id } }]);
    expect(theirs).toEqual([]);

    const sent = await adminPost<{ id: number }>('/api/admin/message', {
      playerId: player.user.id,
      title: '안내',
      content: '내용',
    });
    expect(await until(mine, 2)).toEqual([
      { type: 'answer', data: { id } },
      { type: 'create', data: { id: sent.body.data!.id } },
    ]);
  });

  it('broadcasts a forced notice on /topic/notice/{siteId}, to visitors too', async () => {
    const visitor = await subscribe(await connect(), '/topic/notice/1');
    const otherSite = await subscribe(
      await stomp.connect(undefined, { id: 15, host: HOSTS.site15 }),
      '/topic/notice/15',
    );
    const plain = await adminPost('/api/admin/notice', { title: '일반', content: '<p>x</p>' });
    expect(plain.statusCode).toBe(200);
    const forced = await adminPost<{ id: number }>('/api/admin/notice', {
      title: '긴급',
      content: '<p>점검<script>x</script></p>',
      force: true,
    });
    expect(await until(visitor)).toEqual([
      { type: 'FORCE_NOTICE', data: { id: forced.body.data!.id, title: '긴급', content: '<p>점검</p>' } },
    ]);
    expect(otherSite).toEqual([]);
  });

  it('pushes FORCE_LOGOUT to every session of the player', async () => {
    const first = await login(app, 'demo3');
    const second = await login(app, 'demo3');
    const queues = await Promise.all(
      [first, second].map((s) =>
        connect(s.accessToken).then((c) => subscribe(c, '/user/queue/force_logout')),
      ),
    );
    const done = await adminPost<{ revoked: number }>('/api/admin/force_logout', { playerId: first.user.id });
    expect(done.body.data!.revoked).toBe(2);
    for (const queue of queues) expect(await until(queue)).toEqual([{ type: 'FORCE_LOGOUT' }]);
  });
});
