// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { siteLocatorAtom } from '../site/site-state';
import { platformStore } from '../state/platform-store';

import { authStatusAtom, meAtom } from './auth-state';
import { endSession, restoreSession } from './session';
import { readTokens, writeTokens } from './token-storage';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const ME = { id: 7, username: 'demo1' };

/** A server that renews sessions, answers `me`, and records the logout calls it receives. */
function fakeServer({
  logoutFails = false,
  refresh = 'renews',
}: { logoutFails?: boolean; refresh?: 'renews' | 'cut off' | 'refused' } = {}) {
  const logouts: { authorization: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/api/logout') {
        logouts.push({ authorization: input.headers.get('authorization'), body: await input.json() });
        if (logoutFails) throw new TypeError('Failed to fetch');
        return envelope({ loggedOut: true });
      }
      if (pathname === '/api/login') {
        // What fetch does when the page is reloaded or left while the request is on its way.
        if (refresh === 'cut off') throw new TypeError('Failed to fetch');
        if (refresh === 'refused') {
          return new Response(
            JSON.stringify({ status: 401, data: null, error: { code: 'TOKEN_INVALID', message: 'x' } }),
            { status: 401, headers: { 'content-type': 'application/json' } },
          );
        }
        return envelope({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, user: ME });
      }
      return envelope(ME);
    }),
  );
  return { logouts };
}

/** What the browser does in this tab when another tab of the site writes the session. */
function otherTabWrote(key: string) {
  dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

async function signedIn() {
  writeTokens('access-1', 'refresh-1', 900);
  await restoreSession();
  expect(platformStore.get(authStatusAtom)).toBe('success');
}

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    platformStore.set(siteLocatorAtom, { siteInfoId: 1, code: 'site1', lang: 'ko' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a start-up refresh cut off by leaving the page keeps the session for the next page', async () => {
    fakeServer({ refresh: 'cut off' });
    writeTokens('access-1', 'refresh-1', 900);
    await restoreSession();
    expect(readTokens()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(platformStore.get(authStatusAtom)).toBe('success');
    expect(platformStore.get(meAtom)).toEqual(ME);
  });

  it('a start-up refresh the server refuses ends the session', async () => {
    fakeServer({ refresh: 'refused' });
    writeTokens('access-1', 'refresh-1', 900);
    await restoreSession();
    expect(readTokens()).toBeNull();
    expect(platformStore.get(authStatusAtom)).toBe('fail');
    expect(platformStore.get(meAtom)).toBeNull();
  });

  it('asks for the account while the start-up refresh is still on its way, and keeps the account it names', async () => {
    const asked: string[] = [];
    let answerRefresh = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const { pathname } = new URL(input.url);
        asked.push(`${pathname} ${input.headers.get('authorization') ?? ''}`.trim());
        if (pathname !== '/api/login') return envelope(ME);
        await new Promise<void>((resolve) => {
          answerRefresh = resolve;
        });
        return envelope({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, user: ME });
      }),
    );
    platformStore.set(authStatusAtom, 'pending');
    writeTokens('access-1', 'refresh-1', 900);
    const restored = restoreSession();
    await vi.waitFor(() => expect(asked).toEqual(['/api/login', '/api/me Bearer access-1']));
    expect(platformStore.get(authStatusAtom)).not.toBe('success');
    answerRefresh();
    await restored;
    expect(platformStore.get(authStatusAtom)).toBe('success');
    expect(platformStore.get(meAtom)).toEqual(ME);
    expect(readTokens()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('logout tells the server which session to revoke and ends the local one at once', async () => {
    const server = fakeServer();
    await signedIn();
    endSession();
    expect(readTokens()).toBeNull();
    expect(platformStore.get(meAtom)).toBeNull();
    expect(platformStore.get(authStatusAtom)).toBe('logout');
    await vi.waitFor(() =>
      expect(server.logouts).toEqual([
        { authorization: 'Bearer access-2', body: { refreshToken: 'refresh-2' } },
      ]),
    );
  });

  it('logout still logs out here when the call to the server fails', async () => {
    const server = fakeServer({ logoutFails: true });
    await signedIn();
    endSession();
    expect(readTokens()).toBeNull();
    expect(platformStore.get(authStatusAtom)).toBe('logout');
    await vi.waitFor(() => expect(server.logouts).toHaveLength(1));
  });

  it('follows a logout and a sign-in made in another tab', async () => {
    fakeServer();
    await signedIn();

    localStorage.clear();
    otherTabWrote('accessToken');
    expect(platformStore.get(authStatusAtom)).toBe('logout');
    expect(platformStore.get(meAtom)).toBeNull();

    writeTokens('access-3', 'refresh-3', 900);
    otherTabWrote('accessToken');
    otherTabWrote('refreshToken');
    await vi.waitFor(() => expect(platformStore.get(authStatusAtom)).toBe('success'));
    expect(platformStore.get(meAtom)).toEqual(ME);
  });
});
