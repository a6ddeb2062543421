// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readTokens, writeTokens } from '../auth/token-storage';

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { status, data } : { status, data: null, error: data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A fake server that rotates refresh tokens as the real one does: each works once, and one presented
 * again is refused (the real server then revokes the whole family).
 */
function fakeServer() {
  const seen: string[] = [];
  const used = new Set<string>();
  let refreshes = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (url.pathname === '/api/login') {
        refreshes += 1;
        const { refreshToken } = (await input.json()) as { refreshToken: string };
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (used.has(refreshToken)) {
          return envelope({ code: 'TOKEN_INVALID', message: '유효하지 않은 토큰입니다.' }, 401);
        }
        used.add(refreshToken);
        return envelope({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, user: {} });
      }
      seen.push(input.headers.get('authorization') ?? '');
      return envelope({ path: url.pathname });
    }),
  );
  return { seen, refreshes: () => refreshes };
}

/** The Web Locks API of one browser: every tab's request for a name waits for the previous holder. */
function fakeLockManager() {
  let held: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_name: string, callback: () => Promise<unknown>) => {
    const granted = held.then(() => callback());
    held = granted.catch(() => undefined);
    return granted;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return { request };
}

/** A tab: its own copy of the platform's modules (its own in-tab single-flight), the one shared storage. */
async function openTab() {
  vi.resetModules();
  const { platformStore } = await import('../state/platform-store');
  const { siteLocatorAtom } = await import('../site/site-state');
  platformStore.set(siteLocatorAtom, { siteInfoId: 1, code: 'site1', lang: 'ko' });
  return import('./http-client');
}

describe('refresh-token login across tabs', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('runs once when two tabs find the same expired token at the same time', async () => {
    writeTokens('access-1', 'refresh-1', -1);
    const server = fakeServer();
    const locks = fakeLockManager();
    const [first, second] = [await openTab(), await openTab()];
    await Promise.all([first.apiRequest('get', 'me'), second.apiRequest('get', 'wallet/my')]);
    expect(locks.request).toHaveBeenCalledTimes(2);
    expect(server.refreshes()).toBe(1);
    expect(server.seen).toEqual(['Bearer access-2', 'Bearer access-2']);
    expect(readTokens()?.refreshToken).toBe('refresh-2');
  });

  it('uses the token another tab stored while this one waited for the lock, without refreshing', async () => {
    writeTokens('access-1', 'refresh-1', -1);
    const server = fakeServer();
    const locks = fakeLockManager();
    let release = () => {};
    void locks.request('bx-refresh', () => new Promise<void>((resolve) => (release = resolve)));
    const tab = await openTab();

    const refreshed = tab.refreshSession();
    writeTokens('access-2', 'refresh-2', 900);
    release();

    await expect(refreshed).resolves.toBe(true);
    expect(server.refreshes()).toBe(0);
    await tab.apiRequest('get', 'me');
    expect(server.seen).toEqual(['Bearer access-2']);
  });

  it('still refreshes when what it finds after the wait is the token it saw expire', async () => {
    writeTokens('access-1', 'refresh-1', 900);
    const server = fakeServer();
    fakeLockManager();
    const tab = await openTab();
    await expect(tab.refreshSession('access-1')).resolves.toBe(true);
    expect(server.refreshes()).toBe(1);
    expect(readTokens()?.accessToken).toBe('access-2');
  });
});
