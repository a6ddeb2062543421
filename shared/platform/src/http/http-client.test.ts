// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStatusAtom, sessionEndReasonAtom } from '../auth/auth-state';
import { forgetSessionEnd } from '../auth/session-end';
import { clearTokens, readTokens, writeTokens } from '../auth/token-storage';
import { siteLocatorAtom } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { apiRequest } from './http-client';

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { status, data } : { status, data: null, error: data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fake server: counts refresh-token logins and records the token each other call carried. */
function fakeServer({ rejectFirst = false } = {}) {
  const seen: string[] = [];
  let refreshes = 0;
  let rejected = false;
  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    if (url.pathname === '/api/login') {
      refreshes += 1;
      const body = (await input.json()) as { refreshToken: string };
      expect(body.refreshToken).toBe('refresh-1');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return envelope({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, user: {} });
    }
    const authorization = input.headers.get('authorization') ?? '';
    seen.push(authorization);
    if (rejectFirst && !rejected) {
      rejected = true;
      return envelope({ code: 'TOKEN_EXPIRED', message: '토큰이 만료되었습니다.' }, 401);
    }
    return envelope({ path: url.pathname, site: url.searchParams.get('siteInfoId') });
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, refreshes: () => refreshes, fetch };
}

describe('apiRequest', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetSessionEnd();
    platformStore.set(siteLocatorAtom, { siteInfoId: 15, code: 'site15', lang: 'en' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tags every call with the site and sends the stored access token', async () => {
    writeTokens('access-1', 'refresh-1', 900);
    const server = fakeServer();
    await expect(apiRequest('get', 'me')).resolves.toEqual({ path: '/api/me', site: '15' });
    expect(server.seen).toEqual(['Bearer access-1']);
    expect(server.refreshes()).toBe(0);
  });

  it('sends an upload as multipart with the token, and retries it after a refresh', async () => {
    writeTokens('access-1', 'refresh-1', 900);
    const server = fakeServer({ rejectFirst: true });
    const bodies: string[] = [];
    const recording = vi.fn(async (input: Request) => {
      if (new URL(input.url).pathname === '/api/file') {
        const text = await input.clone().text();
        bodies.push(`${input.headers.get('content-type')?.split(';')[0]} ${text.includes('name="file"')}`);
      }
      return (server.fetch as (input: Request) => Promise<Response>)(input);
    });
    vi.stubGlobal('fetch', recording);
    const form = new FormData();
    form.append('file', new Blob(['png']), 'receipt.png');
    await expect(apiRequest('post', 'file', { form })).resolves.toEqual({ path: '/api/file', site: '15' });
    expect(server.seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(bodies).toEqual(['multipart/form-data true', 'multipart/form-data true']);
  });

  it('runs one refresh-token login for concurrent calls made after the token expired', async () => {
    writeTokens('access-1', 'refresh-1', -1);
    const server = fakeServer();
    await Promise.all([
      apiRequest('get', 'me'),
      apiRequest('get', 'wallet/my'),
      apiRequest('get', 'message/list'),
    ]);
    expect(server.refreshes()).toBe(1);
    expect(server.seen).toEqual(['Bearer access-2', 'Bearer access-2', 'Bearer access-2']);
    expect(readTokens()?.refreshToken).toBe('refresh-2');
  });

  it('refreshes once and retries when the server says the token expired', async () => {
    writeTokens('access-1', 'refresh-1', 900);
    const server = fakeServer({ rejectFirst: true });
    await expect(apiRequest('get', 'me')).resolves.toMatchObject({ path: '/api/me' });
    expect(server.refreshes()).toBe(1);
    expect(server.seen).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('throws the server message, in English on an English site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({ code: 'LOGIN_MISMATCH', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }, 401),
      ),
    );
    await expect(apiRequest('post', 'login', { auth: false })).rejects.toMatchObject({
      status: 401,
      code: 'LOGIN_MISMATCH',
      message: 'The username or password does not match.',
    });
  });

  it.each(['ACCOUNT_DENIED', 'DEVICE_BLOCKED'])(
    'hands the session to the %s flow when any call is refused so',
    async (code) => {
      writeTokens('access-1', 'refresh-1', 900);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => envelope({ code, message: '계정이 이용이 불가능합니다.' }, 403)),
      );
      await expect(apiRequest('get', 'wallet/my')).rejects.toMatchObject({ status: 403, code });
      expect(platformStore.get(sessionEndReasonAtom)).toBe(code);
    },
  );

  it('ends a live session whose refresh is refused: DENY with its flow, a revoked one as a forced logout', async () => {
    platformStore.set(authStatusAtom, 'success');
    for (const [refusal, flow] of [
      ['ACCOUNT_DENIED', 'ACCOUNT_DENIED'],
      ['TOKEN_INVALID', 'FORCED_LOGOUT'],
    ] as const) {
      forgetSessionEnd();
      writeTokens('access-1', 'refresh-1', -1);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          envelope({ code: refusal, message: refusal }, refusal === 'ACCOUNT_DENIED' ? 403 : 401),
        ),
      );
      await expect(apiRequest('get', 'me')).rejects.toBeInstanceOf(Error);
      expect(readTokens()).toBeNull();
      expect(platformStore.get(sessionEndReasonAtom)).toBe(flow);
    }
  });

  it('keeps the session when the refresh fails on the server side, for the next try', async () => {
    writeTokens('access-1', 'refresh-1', -1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(apiRequest('get', 'me')).rejects.toMatchObject({ status: 502 });
    expect(readTokens()?.refreshToken).toBe('refresh-1');
    expect(platformStore.get(sessionEndReasonAtom)).toBeNull();
  });

  it('drops a call still on its way when the session ends here, so the late refusal of the revoked token never shows', async () => {
    writeTokens('access-1', 'refresh-1', 900);
    const sent: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: Request) =>
          new Promise<Response>((resolve, reject) => {
            sent.push(input.signal);
            input.signal.addEventListener('abort', () => reject(input.signal.reason));
            // The server answers after the logout: the token was revoked meanwhile.
            setTimeout(() => resolve(envelope({ code: 'TOKEN_INVALID', message: 'revoked' }, 401)), 50);
          }),
      ),
    );
    const call = apiRequest('get', 'trade/history/current_for_option');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    clearTokens();
    await expect(call).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    expect(sent[0]!.aborted).toBe(true);
  });

  it('sends a visitor’s call without a token and never aborts it', async () => {
    const signals: Array<AbortSignal | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        signals.push(input.signal);
        return envelope({ ok: true });
      }),
    );
    clearTokens();
    await expect(apiRequest('get', 'trade/option/list')).resolves.toEqual({ ok: true });
    expect(signals[0]?.aborted).toBe(false);
  });
});
