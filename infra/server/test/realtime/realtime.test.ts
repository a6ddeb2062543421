import type { Client, IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { stompClients } from './stomp-clients.js';
import { buildTestApp, login } from '../helper.js';

let app: FastifyInstance;
let url: string;
let tokens: { demo1: string; demo2: string };
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp({
    realtime: { limits: { heartbeatMs: 100, maxFrameBytes: 4096, maxSubscriptions: 3 } },
  });
  url = await stomp.listen(app);
  tokens = { demo1: (await login(app, 'demo1')).accessToken, demo2: (await login(app, 'demo2')).accessToken };
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const connect = (token?: string) => stomp.connect(token);

function collect(client: Client, destination: string): IMessage[] {
  const messages: IMessage[] = [];
  client.subscribe(destination, (message) => messages.push(message));
  return messages;
}

/** Round-trip through the server so that everything sent before has been handled. */
async function flush(client: Client): Promise<void> {
  await new Promise<void>((resolve) => {
    const receipt = `r-${Math.random()}`;
    client.watchForReceipt(receipt, () => resolve());
    client.publish({ destination: '/noop', headers: { receipt } });
  });
}

/** A raw socket that records what it receives and when it closes. */
async function rawSocket(): Promise<{ ws: WebSocket; received: string[]; closed: Promise<number> }> {
  const ws = new WebSocket(url);
  const received: string[] = [];
  ws.on('message', (data) => received.push(data.toString()));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve) => ws.on('open', resolve));
  return { ws, received, closed };
}

describe('STOMP over /bx_ws', () => {
  it('answers a ping from demo1 with a pong on its own queue', async () => {
    const client = await connect(tokens.demo1);
    const pong = new Promise<IMessage>((resolve) => client.subscribe('/user/queue/pong', resolve));
    await flush(client);
    client.publish({ destination: '/ping', body: '' });
    const message = await pong;
    expect(message.headers.destination).toBe('/user/queue/pong');
    expect(JSON.parse(message.body)).toMatchObject({ type: 'PONG' });
  });

  it("delivers a user's queue messages to that user only, and topics to everyone", async () => {
    const [one, two] = [await connect(tokens.demo1), await connect(tokens.demo2)];
    const forOne = collect(one, '/user/queue/point');
    const forTwo = collect(two, '/user/queue/point');
    const topicOne = collect(one, '/topic/futures_info');
    const topicTwo = collect(two, '/topic/futures_info');
    await Promise.all([flush(one), flush(two)]);

    const demo1Id = Number(JSON.parse(Buffer.from(tokens.demo1.split('.')[1]!, 'base64url').toString()).sub);
    app.realtime.publishToUser(demo1Id, '/queue/point', { type: 'FUTURES', data: '1' });
    app.realtime.broadcast('/topic/futures_info', { BTCUSDT: { lastPrice: '1' } });
    await Promise.all([flush(one), flush(two)]);

    expect(forOne.map((m) => JSON.parse(m.body))).toEqual([{ type: 'FUTURES', data: '1' }]);
    expect(forTwo).toEqual([]);
    expect(topicOne).toHaveLength(1);
    expect(topicTwo).toHaveLength(1);
  });

  it('lets an anonymous session read topics but not user queues', async () => {
    const anonymous = await connect();
    const topic = collect(anonymous, '/topic/oversea');
    await flush(anonymous);
    app.realtime.broadcast('/topic/oversea', { ok: true });
    await flush(anonymous);
    expect(topic).toHaveLength(1);

    const refused = new Promise<string>((resolve) => {
      anonymous.onStompError = (frame) => resolve(frame.headers.message ?? '');
    });
    anonymous.subscribe('/user/queue/point', () => undefined);
    expect(await refused).toBe('UNAUTHORIZED');
  });

  it('refuses a forged token with an ERROR frame', async () => {
    await expect(connect('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged')).rejects.toThrow('TOKEN_INVALID');
  });

  it('accepts the token passed as passcode', async () => {
    const { ws, received, closed } = await rawSocket();
    ws.send(`CONNECT\naccept-version:1.2\npasscode:${tokens.demo1}\n\n\0`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received[0]).toMatch(/^CONNECTED\n/);
    ws.close();
    await closed;
  });

  it('answers a malformed frame with ERROR and closes the socket', async () => {
    const { ws, received, closed } = await rawSocket();
    ws.send('this is not stomp');
    expect(await closed).toBe(1002);
    expect(received[0]).toMatch(/^ERROR\n/);
  });

  it('answers an oversize frame with ERROR and closes the socket', async () => {
    const { ws, received, closed } = await rawSocket();
    ws.send(`CONNECT\naccept-version:1.2\n\n\0`);
    ws.send(`SEND\ndestination:/ping\n\n${'x'.repeat(5000)}\0`);
    expect(await closed).toBe(1009);
    expect(received.at(-1)).toMatch(/^ERROR\nmessage:frame larger than 4096 bytes/);
  });

  it('refuses more subscriptions than the limit', async () => {
    const { ws, received, closed } = await rawSocket();
    ws.send(`CONNECT\naccept-version:1.2\n\n\0`);
    for (let id = 0; id < 4; id += 1) ws.send(`SUBSCRIBE\nid:${id}\ndestination:/topic/trade/T${id}\n\n\0`);
    expect(await closed).toBe(1002);
    expect(received.at(-1)).toMatch(/^ERROR\nmessage:more than 3 subscriptions/);
  });

  it('sends heart-beats at the negotiated interval and drops a silent client', async () => {
    const { ws, received, closed } = await rawSocket();
    ws.send('CONNECT\naccept-version:1.2\nheart-beat:100,100\n\n\0');
    const start = Date.now();
    const code = await closed;
    expect(received[0]).toContain('heart-beat:100,100');
    expect(received.filter((data) => data === '\n').length).toBeGreaterThanOrEqual(1);
    // Silent past twice the interval: closed by the server, not left open.
    expect(code).toBe(1008);
    expect(Date.now() - start).toBeLessThan(2000);
  });

  it('sends a RECEIPT for DISCONNECT and closes', async () => {
    const { ws, received, closed } = await rawSocket();
    ws.send('CONNECT\naccept-version:1.2\n\n\0');
    ws.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(await closed).toBe(1000);
    expect(received.at(-1)).toBe('RECEIPT\nreceipt-id:bye\n\n\0');
  });

  it('refuses an upgrade for another site or without siteInfoId', async () => {
    for (const target of [url.replace('siteInfoId=1', 'siteInfoId=15'), url.replace('?siteInfoId=1', '')]) {
      const ws = new WebSocket(target);
      const status = await new Promise<number>((resolve) =>
        ws.on('unexpected-response', (_, response) => resolve(response.statusCode ?? 0)),
      );
      expect([400, 403]).toContain(status);
    }
  });
});
