import { isApiFailure, type Me, type UsernameCheck } from '@bx/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, call, errorOf, HOSTS, login, verifyPhone } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const valid = {
  username: 'newbie_1',
  password: 'abc123',
  name: '홍길동',
  phone: '010-5555-0001',
  email: 'newbie@example.com',
  nick: 'newbie',
  siteInfoId: 1,
};

const bankInfo = { bank: 'KB국민은행', account: '123456-01-234567', holder: '홍길동' };

function register(payload: Record<string, unknown>, host: string = HOSTS.main) {
  const siteInfoId = payload.siteInfoId ?? 1;
  return call<Me>(app, {
    method: 'POST',
    url: `/api/player?siteInfoId=${siteInfoId}`,
    headers: { host },
    payload,
  });
}

/** The sign-up screen's order: certify the phone, then register. */
async function signUp(payload: Record<string, unknown>, host: string = HOSTS.main) {
  await verifyPhone(app, String(payload.phone), Number(payload.siteInfoId ?? 1), host);
  return register(payload, host);
}

describe('POST /api/player', () => {
  it('refuses a sign-up whose phone was not certified, and one certified for another phone', async () => {
    const plain = await register({ ...valid, username: 'nocert', phone: '010-5555-0020', nick: 'nocert' });
    expect(plain.statusCode).toBe(400);
    expect(errorOf(plain.body)).toEqual({
      code: 'PHONE_NOT_VERIFIED',
      message: '휴대폰 인증을 완료해주세요.',
    });
    await verifyPhone(app, '010-5555-0021');
    const other = await register({ ...valid, username: 'othercert', phone: '010-5555-0022', nick: 'oc' });
    expect(errorOf(other.body)?.code).toBe('PHONE_NOT_VERIFIED');
    const english = await register(
      { ...valid, username: 'nocert', phone: '010-5555-0023', siteInfoId: 15 },
      HOSTS.site15,
    );
    expect(errorOf(english.body)?.message).toBe('Please verify your phone number first.');
  });

  it('keeps a certification through a refused sign-up; it counts on its own site only', async () => {
    await verifyPhone(app, '010-5555-0030');
    const refused = await register({ ...valid, username: 'demo1', phone: '010-5555-0030', nick: 'c30' });
    expect(errorOf(refused.body)?.code).toBe('USERNAME_DUPLICATE');
    const created = await register({ ...valid, username: 'cert30', phone: '010-5555-0030', nick: 'c30' });
    expect(created.statusCode).toBe(200);
    const again = await register(
      { ...valid, username: 'cert30', phone: '010-5555-0030', nick: 'c30', siteInfoId: 15 },
      HOSTS.site15,
    );
    expect(errorOf(again.body)?.code).toBe('PHONE_NOT_VERIFIED');
  });

  it('registers a player with zero balances who can then log in', async () => {
    const { statusCode, body } = await signUp(valid);
    expect(statusCode).toBe(200);
    if (isApiFailure(body)) throw new Error(JSON.stringify(body));
    expect(body.data).toMatchObject({
      username: 'newbie_1',
      nick: 'newbie',
      status: 'NORMAL',
      role: 'PLAYER',
      money: '0',
    });
    expect(body.data.wallet.USDT.point).toBe('0');
    const session = await app.inject({
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      payload: { username: 'newbie_1', password: 'abc123', siteInfoId: 1 },
    });
    expect(session.statusCode).toBe(200);
  });

  it.each([
    ['USERNAME_DUPLICATE', { username: 'demo1', phone: '010-5555-0002', nick: 'other1' }],
    ['NICK_DUPLICATE', { username: 'newbie_2', phone: '010-5555-0003', nick: 'newbie' }],
    ['PHONE_DUPLICATE', { username: 'newbie_3', phone: '01010000001', nick: 'other3' }],
  ])('refuses a duplicate with 409 %s', async (code, fields) => {
    const { statusCode, body } = await signUp({ ...valid, ...fields });
    expect(statusCode).toBe(409);
    expect(body).toMatchObject({ error: { code } });
  });

  it('refuses as NICK_DUPLICATE a nick that differs from a taken one only in case, width or spaces', async () => {
    // From an address of its own: the file's sign-ups from the usual one are near the hourly limit.
    for (const [index, nick] of ['NewBie', 'ｎｅｗｂｉｅ', ' newbie '].entries()) {
      const { statusCode, body } = await call(app, {
        method: 'POST',
        url: '/api/player?siteInfoId=1',
        remoteAddress: '10.0.0.9',
        payload: { ...valid, username: `newbie_fold${index}`, phone: `010-5555-006${index}`, nick },
      });
      expect([statusCode, errorOf(body)?.code], nick).toEqual([409, 'NICK_DUPLICATE']);
    }
  });

  it('allows the same username on another site', async () => {
    const { statusCode } = await signUp({ ...valid, siteInfoId: 15 }, HOSTS.site15);
    expect(statusCode).toBe(200);
  });

  it('links a known partner and refuses an unknown one with 404 PARTNER_NOT_FOUND', async () => {
    const partner = await app.inject({ url: '/api/partner/verify?siteInfoId=1&partnerPk=partner1' });
    const { id } = partner.json<{ data: { id: number } }>().data;
    const linked = await signUp({
      ...valid,
      username: 'referred',
      phone: '010-5555-0010',
      nick: 'ref',
      partnerId: id,
    });
    expect(linked.statusCode).toBe(200);
    const unknown = await signUp({
      ...valid,
      username: 'orphan',
      phone: '010-5555-0011',
      nick: 'orph',
      partnerId: 99999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'PARTNER_NOT_FOUND' } });
  });

  it.each([
    ['an upper-case username', { username: 'Newbie' }, 'body.username'],
    ['a too short username', { username: 'abc' }, 'body.username'],
    ['a password with symbols', { password: 'abc-123!' }, 'body.password'],
    ['a too short password', { password: 'ab1' }, 'body.password'],
    ['letters in the phone', { phone: '010-abcd-0000' }, 'body.phone'],
    ['a malformed email', { email: 'not-an-email' }, 'body.email'],
    ['a string partnerId', { partnerId: 'one' }, 'body.partnerId'],
  ])('refuses %s with 400 VALIDATION naming the field', async (_, fields, field) => {
    const { statusCode, body } = await register({ ...valid, ...fields });
    expect(statusCode).toBe(400);
    if (!isApiFailure(body)) throw new Error('expected a failure');
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toContain(field);
  });

  it('survives an etcJson nested 2,000 levels deep: 400, and the database still answers', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    const { statusCode, body } = await register({ ...valid, etcJson: deep });
    expect(statusCode).toBe(400);
    expect(errorOf(body)?.code).toBe('VALIDATION');
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    await expect(login(app, 'demo2')).resolves.toMatchObject({ user: { username: 'demo2' } });
  });

  it.each([
    ['a nested etcJson value', { etcJson: { a: { b: 1 } } }, 'body.etcJson'],
    [
      'an etcJson with too many keys',
      { etcJson: Object.fromEntries([...'abcdefghijklmnopq'].map((k) => [k, 1])) },
      'body.etcJson',
    ],
    ['an etcJson key that is not a name', { etcJson: { 'a b': 1 } }, 'body.etcJson'],
    ['a NUL in the name', { name: 'a\u0000b' }, 'body.name'],
    ['a too long bankInfo', { bankInfo: 'x'.repeat(201) }, 'body.bankInfo'],
  ])('refuses %s with 400 VALIDATION', async (_, fields, field) => {
    const { statusCode, body } = await register({ ...valid, ...fields });
    expect(statusCode).toBe(400);
    expect(errorOf(body)?.code).toBe('VALIDATION');
    expect(errorOf(body)?.message).toContain(field);
  });

  it.each([
    ['a bankInfo sent as text', { bankInfo: 'KB국민은행 123456-01-234567' }, 'body.bankInfo'],
    ['an account number with letters', { bankInfo: { ...bankInfo, account: '1234-AB-5678' } }, 'account'],
    ['an account number too short', { bankInfo: { ...bankInfo, account: '12345' } }, 'account'],
    ['an account number too long', { bankInfo: { ...bankInfo, account: '1'.repeat(31) } }, 'account'],
    ['a holder name with digits', { bankInfo: { ...bankInfo, holder: '홍길동2' } }, 'holder'],
    ['an empty holder name', { bankInfo: { ...bankInfo, holder: '' } }, 'holder'],
    [
      'a bankInfo without a holder',
      { bankInfo: { bank: 'KB국민은행', account: '123456-01-234567' } },
      'holder',
    ],
    ['a bankInfo with extra fields', { bankInfo: { ...bankInfo, branch: '본점' } }, 'body.bankInfo'],
  ])('refuses %s with 400 VALIDATION naming the field', async (_, fields, field) => {
    const { statusCode, body } = await register({ ...valid, ...fields });
    expect(statusCode).toBe(400);
    expect(errorOf(body)?.code).toBe('VALIDATION');
    expect(errorOf(body)?.message).toContain(field);
  });

  it("refuses a bank the site does not list, in the site's language, and keeps the certification", async () => {
    await verifyPhone(app, '010-5555-0050');
    const unknown = await register({
      ...valid,
      username: 'bank1',
      phone: '010-5555-0050',
      nick: 'bank1',
      bankInfo: { ...bankInfo, bank: '없는은행' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown.body)).toEqual({
      code: 'BANK_NOT_FOUND',
      message: '이 사이트에서 선택할 수 없는 은행입니다.',
    });
    // Site 15 lists the major banks only.
    const notMajor = await register(
      {
        ...valid,
        username: 'bank2',
        phone: '010-5555-0051',
        siteInfoId: 15,
        bankInfo: { ...bankInfo, bank: '토스뱅크' },
      },
      HOSTS.site15,
    );
    expect(errorOf(notMajor.body)).toEqual({
      code: 'BANK_NOT_FOUND',
      message: 'This bank is not available on this site.',
    });
    const listed = await register({
      ...valid,
      username: 'bank1',
      phone: '010-5555-0050',
      nick: 'bank1',
      bankInfo,
    });
    expect(listed.statusCode).toBe(200);
  });

  it('stores the bank account given at sign-up and shows it in the profile', async () => {
    const { statusCode, body } = await signUp({
      ...valid,
      username: 'banked1',
      password: 'demo1234',
      phone: '010-5555-0052',
      nick: 'banked1',
      bankInfo,
    });
    expect(statusCode).toBe(200);
    expect((body.data as Me).bankInfo).toEqual(bankInfo);
    const session = await login(app, 'banked1');
    const me = await call<Me>(app, {
      url: '/api/me?siteInfoId=1',
      headers: { host: HOSTS.main, authorization: `Bearer ${session.accessToken}` },
    });
    expect((me.body.data as Me).bankInfo).toEqual(bankInfo);
  });

  it('shows no bank account for a player who gave none', async () => {
    const { body } = await signUp({
      ...valid,
      username: 'nobank1',
      password: 'demo1234',
      phone: '010-5555-0053',
      nick: 'nobank1',
    });
    expect((body.data as Me).bankInfo).toBeNull();
    expect((await login(app, 'nobank1')).user.bankInfo).toBeNull();
  });

  it('keeps scalar etcJson extras and drops a blockDevice a player sets for itself', async () => {
    const { body } = await signUp({
      ...valid,
      username: 'extras1',
      phone: '010-5555-0040',
      nick: 'extras1',
      etcJson: { channel: 'ad', age: 30, blockDevice: 'PC' },
    });
    expect(body).toMatchObject({ data: { etcJson: { channel: 'ad', age: 30 } } });
    expect((body.data as Me).etcJson.blockDevice).toBeUndefined();
  });

  it('refuses a missing name with 400 VALIDATION', async () => {
    const { name: _, ...withoutName } = valid;
    const { statusCode, body } = await register(withoutName);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});

describe('GET /api/user/check_username', () => {
  it('answers whether a username is free on this site', async () => {
    const taken = await call<UsernameCheck>(app, {
      url: '/api/user/check_username?siteInfoId=1&username=demo2',
    });
    const free = await call<UsernameCheck>(app, {
      url: '/api/user/check_username?siteInfoId=1&username=brandnew',
    });
    expect(taken.body).toEqual({ status: 200, data: { available: false } });
    expect(free.body).toEqual({ status: 200, data: { available: true } });
  });

  it('answers 400 VALIDATION without a username', async () => {
    const { statusCode, body } = await call(app, { url: '/api/user/check_username?siteInfoId=1' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('keeps a login working for a registered player on its own site only', async () => {
    await expect(login(app, 'demo1', 15, HOSTS.site15)).resolves.toMatchObject({ user: { siteInfoId: 15 } });
  });
});
