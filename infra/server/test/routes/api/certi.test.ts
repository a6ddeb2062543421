import type { LoginResult, OutboxPage } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  buildTestApp,
  call,
  errorOf,
  HOSTS,
  lastCode as lastCodeOf,
  login,
  TestClock,
} from '../../helper.js';

let app: FastifyInstance;
const clock = new TestClock();
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const post = <T>(url: string, payload: object, host: string = HOSTS.main) =>
  call<T>(app, { method: 'POST', url, headers: { host }, payload });

const lastCode = (to: string, siteInfoId = 1, host: string = HOSTS.main) =>
  lastCodeOf(app, to, siteInfoId, host);

describe('email certification', () => {
  it('sends a code to the outbox (never in the answer) and verifies it once', async () => {
    const sent = await post('/api/certi/certificate_email?siteInfoId=1', { email: 'New.User@Example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toEqual({ sent: true, expiresIn: 180, resendIn: 60 });
    const code = await lastCode('new.user@example.com');
    expect(JSON.stringify(sent.body)).not.toContain(code);

    const outbox = await call<OutboxPage>(app, {
      method: 'GET',
      url: '/api/dev/outbox?siteInfoId=1&to=NEW.USER@example.com',
    });
    expect(outbox.body.data).toMatchObject({ outbox: 'development', totalElements: 1 });
    expect(outbox.body.data!.content[0]).toMatchObject({
      to: 'new.user@example.com',
      channel: 'email',
      subject: '[BX] 인증번호',
    });

    const verified = await post('/api/certi/verify_email?siteInfoId=1', {
      email: 'new.user@example.com',
      code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.data).toEqual({ verified: true });
    const reused = await post('/api/certi/verify_email?siteInfoId=1', {
      email: 'new.user@example.com',
      code,
    });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused.body)?.code).toBe('CERT_NOT_REQUESTED');
  });

  it('refuses a malformed email or code with 400 VALIDATION naming the field', async () => {
    const bad = await post('/api/certi/certificate_email?siteInfoId=1', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)?.message).toBe('입력값이 올바르지 않습니다. (body.email)');
    const badCode = await post('/api/certi/verify_email?siteInfoId=1', { email: 'a@b.co', code: '12ab56' });
    expect(badCode.statusCode).toBe(400);
    expect(errorOf(badCode.body)?.message).toContain('body.code');
  });

  it('refuses verification without a requested code', async () => {
    const none = await post('/api/certi/verify_email?siteInfoId=1', {
      email: 'nobody@example.com',
      code: '123456',
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none.body)).toEqual({
      code: 'CERT_NOT_REQUESTED',
      message: '인증번호를 먼저 요청해주세요.',
    });
  });
});

describe('phone certification limits', () => {
  it('expires a code after three minutes', async () => {
    await post('/api/certi/certificate_phone?siteInfoId=1', { phone: '010-7000-0001' });
    const code = await lastCode('01070000001');
    clock.advance(181_000);
    const late = await post('/api/certi/verify_phone?siteInfoId=1', { phone: '01070000001', code });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late.body)).toEqual({
      code: 'CERT_CODE_EXPIRED',
      message: '인증번호가 만료되었습니다. 다시 요청해주세요.',
    });
  });

  it('allows five wrong codes, then refuses even the right one until a new code is requested', async () => {
    await post('/api/certi/certificate_phone?siteInfoId=1', { phone: '010-7000-0002' });
    const code = await lastCode('010-7000-0002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const miss = await post('/api/certi/verify_phone?siteInfoId=1', {
        phone: '010-7000-0002',
        code: wrong,
      });
      expect(miss.statusCode).toBe(400);
      expect(errorOf(miss.body)?.code).toBe('CERT_CODE_MISMATCH');
    }
    const locked = await post('/api/certi/verify_phone?siteInfoId=1', { phone: '010-7000-0002', code });
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked.body)?.code).toBe('CERT_ATTEMPTS_EXCEEDED');

    clock.advance(61_000);
    await post('/api/certi/certificate_phone?siteInfoId=1', { phone: '010-7000-0002' });
    const fresh = await lastCode('01070000002');
    const ok = await post('/api/certi/verify_phone?siteInfoId=1', { phone: '010-7000-0002', code: fresh });
    expect(ok.body.data).toEqual({ verified: true });
  });

  it('rate-limits codes per target: one a minute, five an hour', async () => {
    const phone = '010-7000-0003';
    expect((await post('/api/certi/certificate_phone?siteInfoId=1', { phone })).statusCode).toBe(200);
    const soon = await post('/api/certi/certificate_phone?siteInfoId=1', { phone });
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon.body)?.code).toBe('RATE_LIMITED');
    // Another target is not affected.
    expect(
      (await post('/api/certi/certificate_phone?siteInfoId=1', { phone: '010-7000-0004' })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await post('/api/certi/certificate_phone?siteInfoId=1', { phone })).statusCode).toBe(200);
    }
    clock.advance(61_000);
    expect((await post('/api/certi/certificate_phone?siteInfoId=1', { phone })).statusCode).toBe(429);
    clock.advance(3_600_000);
    expect((await post('/api/certi/certificate_phone?siteInfoId=1', { phone })).statusCode).toBe(200);
  });

  it('answers in English on English sites', async () => {
    await post('/api/certi/certificate_phone?siteInfoId=15', { phone: '010-7000-0005' }, HOSTS.site15);
    const sms = await call<OutboxPage>(app, {
      method: 'GET',
      url: '/api/dev/outbox?siteInfoId=15&to=01070000005',
      headers: { host: HOSTS.site15 },
    });
    expect(sms.body.data!.content[0]!.body).toMatch(/^Your verification code is \d{6}\./);
    const wrong = await post(
      '/api/certi/verify_phone?siteInfoId=15',
      { phone: '010-7000-0005', code: '999999' },
      HOSTS.site15,
    );
    // Either a mismatch or (one in a million) the right code.
    if (wrong.statusCode === 400) {
      expect(errorOf(wrong.body)?.message).toBe('The verification code does not match.');
    }
    const bad = await post('/api/certi/certificate_phone?siteInfoId=15', { phone: '12' }, HOSTS.site15);
    expect(errorOf(bad.body)?.message).toBe('The input is not valid. (body.phone)');
  });
});

describe('outbox access', () => {
  it('lets an admin list the outbox and refuses players', async () => {
    const admin: LoginResult = await login(app, 'admin');
    const listed = await call<OutboxPage>(app, {
      method: 'GET',
      url: '/api/admin/outbox?siteInfoId=1&size=2',
      headers: bearer(admin.accessToken),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data).toMatchObject({ outbox: 'development', page: 1, size: 2 });
    expect(listed.body.data!.content).toHaveLength(2);
    const player = await login(app, 'demo1');
    const refused = await call(app, {
      method: 'GET',
      url: '/api/admin/outbox?siteInfoId=1',
      headers: bearer(player.accessToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('needs ?to= on the development outbox', async () => {
    const missing = await call(app, { method: 'GET', url: '/api/dev/outbox?siteInfoId=1' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing.body)?.message).toContain('querystring.to');
  });
});

describe('GET /api/certi/nice_id', () => {
  it('answers the placeholder identity-check page URL, which explains itself', async () => {
    const { body } = await call<{ url: string }>(app, {
      method: 'GET',
      url: '/api/certi/nice_id?siteInfoId=1&host=localhost',
    });
    expect(body.data!.url).toBe('/certi/nice_id?host=localhost');
    const url = new URL(body.data!.url, 'http://localhost');
    expect(url.pathname).toBe('/certi/nice_id');
    expect(url.searchParams.get('host')).toBe('localhost');
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('본인인증');
    const bad = await call(app, { method: 'GET', url: '/api/certi/nice_id?siteInfoId=1&host=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
  });

  it('reflects nothing of a forged Host header, and a bad port is no 500', async () => {
    for (const host of ['localhost:99999', 'localhost:abc', 'localhost:8080@evil.example']) {
      const { statusCode, body } = await call<{ url: string }>(app, {
        url: '/api/certi/nice_id?siteInfoId=1&host=localhost',
        headers: { host },
      });
      expect(statusCode).toBeLessThan(500);
      expect(JSON.stringify(body)).not.toContain('evil');
      expect(JSON.stringify(body)).not.toContain('99999');
    }
  });
});
