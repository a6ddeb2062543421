import type { ChatEvent, ChatHistory, ChatMessage, ChatRoom, LoginResult } from '@bx/contracts';
import type { IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, errorOf, HOSTS, login } from '../../helper.js';
import { stompClients, subscribeConfirmed as subscribe } from '../../realtime/stomp-clients.js';

let app: FastifyInstance;
let demo1: LoginResult;
let demo2: LoginResult;
let admin: LoginResult;
const stomp = stompClients();

beforeAll(async () => {
  app = await buildTestApp();
  await stomp.listen(app);
  [demo1, demo2, admin] = await Promise.all([login(app, 'demo1'), login(app, 'demo2'), login(app, 'admin')]);
});
afterAll(async () => {
  await stomp.closeAll();
  await app.close();
});

const request = <T>(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  host = HOSTS.main,
) =>
  call<T>(app, {
    method,
    url,
    headers: { host, ...(token === undefined ? {} : bearer(token)) },
    ...(payload === undefined ? {} : { payload }),
  });

async function until(messages: IMessage[], count: number): Promise<ChatEvent[]> {
  for (let i = 0; i < 100 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return messages.map((m) => JSON.parse(m.body) as ChatEvent);
}

describe('refusals', () => {
  it('401 without a token, 403 WRONG_ACCESS with another site', async () => {
    const anonymous = await request('POST', '/api/chat/send?siteInfoId=1', undefined, { content: 'hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous.body)?.code).toBe('UNAUTHORIZED');
    const site15 = await login(app, 'demo1', 15, HOSTS.site15);
    const other = await request('GET', '/api/chat/history?siteInfoId=1', site15.accessToken);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other.body)?.code).toBe('WRONG_ACCESS');
  });

  it('403 NO_PERMISSION: an operator on the player side, a player on the operator side', async () => {
    const operator = await request('POST', '/api/chat/send?siteInfoId=1', admin.accessToken, {
      content: 'x',
    });
    expect(operator.statusCode).toBe(403);
    expect(errorOf(operator.body)?.code).toBe('NO_PERMISSION');
    const player = await request('POST', '/api/admin/chat/send?siteInfoId=1', demo1.accessToken, {
      playerId: demo2.user.id,
      content: 'x',
    });
    expect(player.statusCode).toBe(403);
    expect(errorOf(player.body)?.code).toBe('NO_PERMISSION');
    const rooms = await request('GET', '/api/admin/chat/rooms?siteInfoId=1', demo1.accessToken);
    expect(rooms.statusCode).toBe(403);
  });

  it('400 VALIDATION: empty, blank, too long, unknown fields, no body', async () => {
    for (const payload of [
      { content: '' },
      { content: '   ' },
      { content: 'x'.repeat(1001) },
      { content: 'a', to: 1 },
    ]) {
      const { statusCode, body } = await request(
        'POST',
        '/api/chat/send?siteInfoId=1',
        demo1.accessToken,
        payload,
      );
      expect(statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(body)?.code).toBe('VALIDATION');
    }
    expect((await request('POST', '/api/chat/typing?siteInfoId=1', demo1.accessToken, {})).statusCode).toBe(
      400,
    );
    expect(
      (await request('GET', '/api/chat/history?siteInfoId=1&size=101', demo1.accessToken)).statusCode,
    ).toBe(400);
    expect(
      (await request('POST', '/api/admin/chat/send?siteInfoId=1', admin.accessToken, { content: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it("404 USER_NOT_FOUND for another site's player or an operator as the player", async () => {
    const site15 = await login(app, 'demo1', 15, HOSTS.site15);
    for (const playerId of [site15.user.id, admin.user.id, 999_999]) {
      const { statusCode, body } = await request(
        'POST',
        '/api/admin/chat/send?siteInfoId=1',
        admin.accessToken,
        {
          playerId,
          content: 'x',
        },
      );
      expect(statusCode).toBe(404);
      expect(errorOf(body)?.code).toBe('USER_NOT_FOUND');
    }
  });

  it('403 ACCOUNT_DENIED for a blocked player', async () => {
    const demo3 = await login(app, 'demo3');
    const blocked = await request('POST', '/api/admin/player/access?siteInfoId=1', admin.accessToken, {
      playerId: demo3.user.id,
      status: 'DENY',
    });
    expect(blocked.statusCode).toBe(200);
    const { statusCode, body } = await request('POST', '/api/chat/send?siteInfoId=1', demo3.accessToken, {
      content: 'x',
    });
    expect(statusCode).toBe(403);
    expect(errorOf(body)?.code).toBe('ACCOUNT_DENIED');
  });
});

describe('a conversation', () => {
  it('pushes lines, typing and reads to the player and the operators only; history keeps everything', async () => {
    const [mine, ops, bystander, playerOnOps] = await Promise.all([
      stomp.connect(demo1.accessToken).then((c) => subscribe(c, '/user/queue/chat')),
      stomp.connect(admin.accessToken).then((c) => subscribe(c, '/user/queue/chat_ops')),
      stomp.connect(demo2.accessToken).then((c) => subscribe(c, '/user/queue/chat')),
      stomp.connect(demo2.accessToken).then((c) => subscribe(c, '/user/queue/chat_ops')),
    ]);

    const typing = await request('POST', '/api/chat/typing?siteInfoId=1', demo1.accessToken, {
      typing: true,
    });
    expect(typing.statusCode).toBe(200);
    const sent = await request<ChatMessage>('POST', '/api/chat/send?siteInfoId=1', demo1.accessToken, {
      content: '  입금이 안 보여요  ',
    });
    expect(sent.statusCode).toBe(200);
    const line = sent.body.data!;
    expect(line).toMatchObject({
      playerId: demo1.user.id,
      sender: 'PLAYER',
      content: '입금이 안 보여요',
      readAt: null,
    });
    expect(await until(ops, 2)).toEqual([
      { type: 'CHAT_TYPING', data: { playerId: demo1.user.id, sender: 'PLAYER', typing: true } },
      { type: 'CHAT_MESSAGE', data: line },
    ]);
    expect(await until(mine, 1)).toEqual([{ type: 'CHAT_MESSAGE', data: line }]);

    const rooms = await request<ChatRoom[]>('GET', '/api/admin/chat/rooms?siteInfoId=1', admin.accessToken);
    expect(rooms.body.data).toEqual([
      { playerId: demo1.user.id, username: 'demo1', nick: null, lastMessage: line, unread: 1 },
    ]);
    const read = await request('POST', '/api/admin/chat/read?siteInfoId=1', admin.accessToken, {
      playerId: demo1.user.id,
    });
    expect(read.body.data).toEqual({ upTo: line.id });
    const answer = await request<ChatMessage>(
      'POST',
      '/api/admin/chat/send?siteInfoId=1',
      admin.accessToken,
      {
        playerId: demo1.user.id,
        content: '확인해 드리겠습니다.',
      },
    );
    expect(answer.body.data).toMatchObject({ sender: 'OPERATOR', content: '확인해 드리겠습니다.' });
    const events = await until(mine, 3);
    expect(events.slice(1)).toEqual([
      { type: 'CHAT_READ', data: { playerId: demo1.user.id, reader: 'OPERATOR', upTo: line.id } },
      { type: 'CHAT_MESSAGE', data: answer.body.data },
    ]);
    expect(await request('GET', '/api/chat/unread?siteInfoId=1', demo1.accessToken)).toMatchObject({
      body: { data: { unread: 1 } },
    });

    const history = await request<ChatHistory>('GET', '/api/chat/history?siteInfoId=1', demo1.accessToken);
    expect(history.body.data!.hasMore).toBe(false);
    expect(history.body.data!.content.map((l) => [l.sender, l.content, l.readAt !== null])).toEqual([
      ['PLAYER', '입금이 안 보여요', true],
      ['OPERATOR', '확인해 드리겠습니다.', false],
    ]);
    expect((await request('POST', '/api/chat/read?siteInfoId=1', demo1.accessToken)).body.data).toEqual({
      upTo: answer.body.data!.id,
    });
    expect(bystander).toEqual([]);
    expect(playerOnOps).toEqual([]);
  });

  it('delivers what the operator wrote while the player was away through history, in pages', async () => {
    for (let i = 1; i <= 3; i++) {
      await request('POST', '/api/admin/chat/send?siteInfoId=1', admin.accessToken, {
        playerId: demo2.user.id,
        content: `부재 중 안내 ${i}`,
      });
    }
    const newest = await request<ChatHistory>(
      'GET',
      '/api/chat/history?siteInfoId=1&size=2',
      demo2.accessToken,
    );
    expect(newest.body.data!.content.map((l) => l.content)).toEqual(['부재 중 안내 2', '부재 중 안내 3']);
    expect(newest.body.data!.hasMore).toBe(true);
    const older = await request<ChatHistory>(
      'GET',
      `/api/chat/history?siteInfoId=1&size=2&beforeId=${newest.body.data!.content[0]!.id}`,
      demo2.accessToken,
    );
    expect(older.body.data).toMatchObject({ hasMore: false, content: [{ content: '부재 중 안내 1' }] });
    const operatorView = await request<ChatHistory>(
      'GET',
      `/api/admin/chat/history?siteInfoId=1&playerId=${demo2.user.id}`,
      admin.accessToken,
    );
    expect(operatorView.body.data!.content).toHaveLength(3);
  });
});
