import type { DeliverySent, OutboxPage } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, call, HOSTS, login, TestClock, errorOf } from '../../helper.js';

let app: FastifyInstance;
const clock = new TestClock();
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const post = <T>(url: string, payload: object, headers: Record<string, string> = {}) =>
  call<T>(app, { method: 'POST', url, headers: { host: HOSTS.main, ...headers }, payload });

async function outbox(to: string): Promise<OutboxPage> {
  const { body } = await call<OutboxPage>(app, {
    method: 'GET',
    url: `/api/dev/outbox?siteInfoId=1&to=${to}`,
  });
  return body.data!;
}

describe('POST /api/player/find_id', () => {
  it('sends the username to the phone on the account', async () => {
    const { statusCode, body } = await post<DeliverySent>('/api/player/find_id?siteInfoId=1', {
      name: 'Demo One',
      phone: '01010000001',
    });
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ sent: true, channel: 'sms', to: '010****0001' });
    expect(JSON.stringify(body)).not.toContain('demo1');
    const sent = await outbox('010-1000-0001');
    expect(sent.content[0]).toMatchObject({
      channel: 'sms',
      to: '01010000001',
      body: '회원님의 아이디는 demo1 입니다.',
    });
  });

  it('answers no match exactly as a match, sending nothing, and 400 without phone or email', async () => {
    const none = await post('/api/player/find_id?siteInfoId=1', { name: 'Demo One', phone: '01099999999' });
    expect(none.statusCode).toBe(200);
    expect(none.body.data).toEqual({ sent: true, channel: 'sms', to: '010****9999' });
    expect((await outbox('01099999999')).content).toEqual([]);
    const neither = await post('/api/player/find_id?siteInfoId=1', { name: 'Demo One' });
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither.body)).toEqual({
      code: 'DELIVERY_TARGET_REQUIRED',
      message: '휴대폰 번호 또는 이메일을 입력해주세요.',
    });
  });
});

describe('find_pw and reset_pw', () => {
  it('sends a reset code, then resets the password with it and ends every session', async () => {
    const session = await login(app, 'demo2');
    const sent = await post<DeliverySent>('/api/player/find_pw?siteInfoId=1', {
      username: 'demo2',
      phone: '010-1000-0002',
    });
    expect(sent.body.data).toMatchObject({ sent: true, channel: 'sms', to: '010****0002', expiresIn: 180 });
    const code = /\d{6}/.exec((await outbox('01010000002')).content[0]!.body)![0];

    const wrong = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'demo2',
      code: code === '000000' ? '111111' : '000000',
      password: 'reset1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body)?.code).toBe('CERT_CODE_MISMATCH');

    const reset = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'demo2',
      code,
      password: 'reset1234',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.data).toEqual({ username: 'demo2', maskedUsername: 'dem**' });
    const refresh = await post('/api/login?siteInfoId=1', {
      refreshToken: session.refreshToken,
      siteInfoId: 1,
    });
    expect(refresh.statusCode).toBe(401);
    const relogin = await post('/api/login?siteInfoId=1', {
      username: 'demo2',
      password: 'reset1234',
      siteInfoId: 1,
    });
    expect(relogin.statusCode).toBe(200);
    const again = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'demo2',
      code,
      password: 'other1234',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a phone that is not the account’s, and a weak password', async () => {
    // Answered like a match (nothing tells whether demo3 has this phone), and no code goes to it.
    const sentBefore = (await outbox('01010000001')).content.length;
    const other = await post('/api/player/find_pw?siteInfoId=1', {
      username: 'demo3',
      phone: '010-1000-0001',
    });
    expect(other.statusCode).toBe(200);
    expect(other.body.data).toEqual({ sent: true, channel: 'sms', to: '010****0001', expiresIn: 180 });
    expect((await outbox('01010000001')).content).toHaveLength(sentBefore);
    const nobody = await post('/api/player/find_pw?siteInfoId=1', {
      username: 'nobody1',
      phone: '010-1000-0001',
    });
    expect(nobody.body).toEqual(other.body);
    const resetNobody = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'nobody1',
      code: '123456',
      password: 'reset1234',
    });
    expect(errorOf(resetNobody.body)?.code).toBe('CERT_NOT_REQUESTED');
    const weak = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'demo3',
      code: '123456',
      password: '!!',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak.body)?.message).toContain('body.password');
    const unrequested = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'demo3',
      code: '123456',
      password: 'reset1234',
    });
    expect(unrequested.statusCode).toBe(400);
    expect(errorOf(unrequested.body)?.code).toBe('CERT_NOT_REQUESTED');
  });

  it('expires the reset code', async () => {
    await post('/api/player/find_pw?siteInfoId=1', { username: 'demo3', phone: '01010000003' });
    const code = /\d{6}/.exec((await outbox('01010000003')).content[0]!.body)![0];
    clock.advance(200_000);
    const late = await post('/api/player/reset_pw?siteInfoId=1', {
      username: 'demo3',
      code,
      password: 'reset1234',
    });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late.body)?.code).toBe('CERT_CODE_EXPIRED');
  });
});

describe('POST /api/player/change_nick', () => {
  it('changes the caller’s nick; a taken nick is 409 NICK_DUPLICATE', async () => {
    const one = await login(app, 'demo1');
    const three = await login(app, 'demo3');
    const changed = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: one.user.id, nick: '고래', siteInfoId: 1 },
      bearer(one.accessToken),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toEqual({ nick: '고래' });
    expect((await login(app, 'demo1')).user.nick).toBe('고래');
    const same = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: one.user.id, nick: '고래', siteInfoId: 1 },
      bearer(one.accessToken),
    );
    expect(same.statusCode).toBe(200);
    const taken = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: three.user.id, nick: '고래', siteInfoId: 1 },
      bearer(three.accessToken),
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken.body)).toEqual({ code: 'NICK_DUPLICATE', message: '이미 사용중인 닉네임입니다.' });
    // Nicks are one whatever their case: another's in other letters is taken, one's own in other letters is a change.
    await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: one.user.id, nick: 'Whale', siteInfoId: 1 },
      bearer(one.accessToken),
    );
    const folded = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: three.user.id, nick: ' wHALE ', siteInfoId: 1 },
      bearer(three.accessToken),
    );
    expect([folded.statusCode, errorOf(folded.body)?.code]).toEqual([409, 'NICK_DUPLICATE']);
    const ownCase = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: one.user.id, nick: 'whale', siteInfoId: 1 },
      bearer(one.accessToken),
    );
    expect(ownCase.body.data).toEqual({ nick: 'whale' });
    await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: one.user.id, nick: '고래', siteInfoId: 1 },
      bearer(one.accessToken),
    );
    // Unique per site only: site 15's demo1 may use it.
    const english = await login(app, 'demo1', 15, HOSTS.site15);
    const elsewhere = await call(app, {
      method: 'POST',
      url: '/api/player/change_nick?siteInfoId=15',
      headers: { host: HOSTS.site15, ...bearer(english.accessToken) },
      payload: { id: english.user.id, nick: '고래', siteInfoId: 15 },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses another user’s id, another site, no token and a one-letter nick', async () => {
    const three = await login(app, 'demo3');
    const other = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: three.user.id + 1, nick: 'abc', siteInfoId: 1 },
      bearer(three.accessToken),
    );
    expect(other.statusCode).toBe(403);
    expect(errorOf(other.body)?.code).toBe('NO_PERMISSION');
    const site = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: three.user.id, nick: 'abc', siteInfoId: 15 },
      bearer(three.accessToken),
    );
    expect(site.statusCode).toBe(403);
    expect(errorOf(site.body)?.code).toBe('WRONG_ACCESS');
    expect(
      (await post('/api/player/change_nick?siteInfoId=1', { id: 1, nick: 'abc', siteInfoId: 1 })).statusCode,
    ).toBe(401);
    const short = await post(
      '/api/player/change_nick?siteInfoId=1',
      { id: three.user.id, nick: 'a', siteInfoId: 1 },
      bearer(three.accessToken),
    );
    expect(short.statusCode).toBe(400);
  });
});
