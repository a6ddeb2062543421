import type { AddressInfo } from 'node:net';

import type { Contact, LoginResult } from '@bx/contracts';
import { Client, type IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { bearer, buildTestApp, call, login } from '../helper.js';

let app: FastifyInstance;
let url: string;
let admin: LoginResult;
const clients: Client[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/bx_ws?siteInfoId=1`;
  admin = await login(app, 'admin');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.deactivate()));
  await app.close();
});

async function connect(token?: string): Promise<Client> {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.activate();
  });
  return client;
}

/** Subscribes and waits until the server has the subscription. */
async function subscribe(client: Client, destination: string): Promise<IMessage[]> {
  const messages: IMessage[] = [];
  client.subscribe(destination, (message) => messages.push(message));
  await new Promise<void>((resolve) => {
    const receipt = `r-${Math.random()}`;
    client.watchForReceipt(receipt, () => resolve());
    client.publish({ destination: '/noop', headers: { receipt } });
  });
  return messages;
}

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
    const otherSite = await subscribe(await connect(), '/topic/notice/15');
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
