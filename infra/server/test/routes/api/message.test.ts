import type { Contact, LoginResult, Message, UnreadCounts } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, HOSTS, login, errorOf } from '../../helper.js';

let app: FastifyInstance;
let demo1: LoginResult;
let demo2: LoginResult;
let demo3: LoginResult;
let admin: LoginResult;
beforeAll(async () => {
  app = await buildTestApp();
  demo1 = await login(app, 'demo1');
  demo2 = await login(app, 'demo2');
  demo3 = await login(app, 'demo3');
  admin = await login(app, 'admin');
});
afterAll(() => app.close());

const get = <T>(url: string, session: LoginResult, host: string = HOSTS.main) =>
  call<T>(app, { method: 'GET', url, headers: { ...bearer(session.accessToken), host } });
const post = <T>(
  url: string,
  session: LoginResult | undefined,
  payload?: object,
  host: string = HOSTS.main,
) =>
  call<T>(app, {
    method: 'POST',
    url,
    headers: { ...(session === undefined ? {} : bearer(session.accessToken)), host },
    ...(payload === undefined ? {} : { payload }),
  });

describe('seeded unread flows (demo3)', () => {
  it('counts the unread operator message and the answered inquiry', async () => {
    const { statusCode, body } = await get<UnreadCounts>('/api/message/my_unread_count?siteInfoId=1', demo3);
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ create: 1, answer: 0, contact: 1, total: 2 });
    expect((await get('/api/contact/check?siteInfoId=1', demo3)).body.data).toEqual({ unread: true });
  });

  it('opening the inquiry marks its answer read', async () => {
    const list = await get<{ content: Contact[]; totalElements: number }>(
      '/api/contact/list?siteInfoId=1',
      demo3,
    );
    expect(list.body.data!.totalElements).toBe(1);
    const contact = list.body.data!.content[0]!;
    expect(contact).toMatchObject({ isAnswerRead: false, playerId: demo3.user.id });
    expect(contact.answer).toContain('30분');
    const opened = await get<Contact>(`/api/contact/${contact.id}?siteInfoId=1`, demo3);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data).toMatchObject({ id: contact.id, isAnswerRead: true });
    expect((await get('/api/contact/check?siteInfoId=1', demo3)).body.data).toEqual({ unread: false });
  });

  it('read_all clears the message count; delete hides a message', async () => {
    const list = await get<{ content: Message[] }>('/api/message/list?siteInfoId=1&page=1&size=5', demo3);
    expect(list.body.data).toMatchObject({ page: 1, size: 5, totalElements: 1 });
    const message = list.body.data!.content[0]!;
    expect(message).toMatchObject({ type: 'create', isRead: false, title: '환영합니다' });
    expect((await post('/api/message/read_all?siteInfoId=1', demo3)).body.data).toEqual({ updated: 1 });
    expect((await get('/api/message/my_unread_count?siteInfoId=1', demo3)).body.data).toEqual({
      create: 0,
      answer: 0,
      contact: 0,
      total: 0,
    });
    expect((await post('/api/message/delete?siteInfoId=1', demo3, { id: message.id })).statusCode).toBe(200);
    const again = await post('/api/message/delete?siteInfoId=1', demo3, { id: message.id });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again.body)).toEqual({
      code: 'MESSAGE_NOT_FOUND',
      message: '존재하지 않는 메시지입니다.',
    });
    expect(
      (await get<{ totalElements: number }>('/api/message/list?siteInfoId=1', demo3)).body.data!
        .totalElements,
    ).toBe(0);
  });
});

describe('inquiries', () => {
  it('creates an inquiry for the caller and refuses one for someone else', async () => {
    const created = await post<Contact>('/api/contact/create?siteInfoId=1', demo1, {
      playerId: demo1.user.id,
      question: '  입금 확인 부탁드립니다.  ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      question: '입금 확인 부탁드립니다.',
      answer: null,
      isAnswerRead: true,
    });
    const forOther = await post('/api/contact/create?siteInfoId=1', demo1, {
      playerId: demo2.user.id,
      question: 'x',
    });
    expect(forOther.statusCode).toBe(403);
    expect(errorOf(forOther.body)?.code).toBe('NO_PERMISSION');
  });

  it("does not show a player another player's inquiry", async () => {
    const mine = await post<Contact>('/api/contact/create?siteInfoId=1', demo1, {
      playerId: demo1.user.id,
      question: 'private',
    });
    const peek = await get(`/api/contact/${mine.body.data!.id}?siteInfoId=1`, demo2);
    expect(peek.statusCode).toBe(404);
    expect(errorOf(peek.body)?.code).toBe('CONTACT_NOT_FOUND');
  });

  it('refuses bad input with 400 and no token with 401', async () => {
    const empty = await post('/api/contact/create?siteInfoId=1', demo1, {
      playerId: demo1.user.id,
      question: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty.body)?.message).toBe('입력값이 올바르지 않습니다. (body.question)');
    const missing = await post('/api/contact/create?siteInfoId=1', demo1, { playerId: demo1.user.id });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing.body)?.message).toContain('body.question');
    expect((await get('/api/contact/abc?siteInfoId=1', demo1)).statusCode).toBe(400);
    expect(
      (await post('/api/contact/create?siteInfoId=1', undefined, { playerId: 1, question: 'x' })).statusCode,
    ).toBe(401);
    expect((await post('/api/message/delete?siteInfoId=1', demo1, { id: 'x' })).statusCode).toBe(400);
  });
});

describe('operator calls', () => {
  it('answers an inquiry: the player sees it unread', async () => {
    const created = await post<Contact>('/api/contact/create?siteInfoId=1', demo2, {
      playerId: demo2.user.id,
      question: '레버리지는 몇 배까지 되나요?',
    });
    const id = created.body.data!.id;
    const answered = await post<Contact>('/api/admin/contact/answer?siteInfoId=1', admin, {
      id,
      answer: '최대 100배입니다.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.body.data).toMatchObject({ id, answer: '최대 100배입니다.', isAnswerRead: false });
    expect((await get('/api/contact/check?siteInfoId=1', demo2)).body.data).toEqual({ unread: true });
    expect(
      (await get<UnreadCounts>('/api/message/my_unread_count?siteInfoId=1', demo2)).body.data,
    ).toMatchObject({
      contact: 1,
    });
    const missing = await post('/api/admin/contact/answer?siteInfoId=1', admin, { id: 999_999, answer: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a message to a player', async () => {
    const sent = await post<{ id: number }>('/api/admin/message?siteInfoId=1', admin, {
      playerId: demo1.user.id,
      title: '안내',
      content: '<p onclick="x()">확인해주세요</p>',
    });
    expect(sent.statusCode).toBe(200);
    const list = await get<{ content: Message[] }>('/api/message/list?siteInfoId=1', demo1);
    expect(list.body.data!.content[0]).toMatchObject({
      id: sent.body.data!.id,
      content: '<p>확인해주세요</p>',
    });
    const unknown = await post('/api/admin/message?siteInfoId=1', admin, {
      playerId: 999_999,
      title: 't',
      content: 'c',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown.body)?.code).toBe('USER_NOT_FOUND');
  });

  it('refuses players with 403 NO_PERMISSION, in the site language', async () => {
    for (const [url, payload] of [
      ['/api/admin/contact/answer', { id: 1, answer: 'x' }],
      ['/api/admin/message', { playerId: demo2.user.id, title: 't', content: 'c' }],
      ['/api/admin/notice', { title: 't', content: 'c' }],
      ['/api/admin/force_logout', { playerId: demo2.user.id }],
    ] as const) {
      const refused = await post(`${url}?siteInfoId=1`, demo1, payload);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused.body)).toEqual({ code: 'NO_PERMISSION', message: '권한이 없습니다.' });
    }
    expect((await get('/api/admin/outbox?siteInfoId=1', demo1)).statusCode).toBe(403);
    const english = await login(app, 'demo1', 15, HOSTS.site15);
    const refused = await post(
      '/api/admin/force_logout?siteInfoId=15',
      english,
      { playerId: 1 },
      HOSTS.site15,
    );
    expect(errorOf(refused.body)).toEqual({ code: 'NO_PERMISSION', message: 'You do not have permission.' });
  });

  it("keeps an admin to their own site's players", async () => {
    const english = await login(app, 'demo1', 15, HOSTS.site15);
    const other = await post('/api/admin/message?siteInfoId=1', admin, {
      playerId: english.user.id,
      title: 't',
      content: 'c',
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await post('/api/admin/force_logout?siteInfoId=1', admin, { playerId: english.user.id })).statusCode,
    ).toBe(404);
  });

  it('force logout revokes the refresh tokens', async () => {
    const victim = await login(app, 'demo2');
    const done = await post<{ revoked: number }>('/api/admin/force_logout?siteInfoId=1', admin, {
      playerId: victim.user.id,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.data!.revoked).toBeGreaterThanOrEqual(1);
    const refresh = await post('/api/login?siteInfoId=1', undefined, {
      refreshToken: victim.refreshToken,
      siteInfoId: 1,
    });
    expect(refresh.statusCode).toBe(401);
    expect(errorOf(refresh.body)?.code).toBe('TOKEN_INVALID');
  });
});
