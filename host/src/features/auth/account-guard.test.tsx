// @vitest-environment jsdom
import {
  clientText,
  loadSite,
  login,
  platformStore,
  PlatformStoreProvider,
  reportSessionEnd,
  showAlert,
  useAuthStatus,
} from '@bx/platform';
import type * as Platform from '@bx/platform';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AccountGuard } from './account-guard';

vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof Platform>()),
  showAlert: vi.fn(async () => {}),
}));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The site, the sign-in of `user`, and the logout calls it receives. */
function fakeServer(user: unknown) {
  const logouts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      if (typeof input === 'string') return envelope({ siteInfoId: 1, code: 'site1', lang: 'ko' });
      const { pathname } = new URL(input.url);
      if (pathname === '/api/logout') {
        logouts.push(input.headers.get('authorization') ?? '');
        return envelope({ loggedOut: true });
      }
      return envelope({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900, user });
    }),
  );
  return { logouts };
}

function AuthStatus() {
  return <output>{useAuthStatus()}</output>;
}

let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

async function renderGuard() {
  router = createMemoryRouter(
    [
      { path: '/oversea', element: <AccountGuard /> },
      { path: '/signin', element: <AuthStatus /> },
    ],
    { initialEntries: ['/oversea'] },
  );
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <PlatformStoreProvider store={platformStore}>
        <RouterProvider router={router} />
      </PlatformStoreProvider>,
    ),
  );
}

describe('AccountGuard', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(showAlert).mockClear();
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('runs the DENY flow once, however many parts of the page say so, and lands on the sign-in', async () => {
    const server = fakeServer({ id: 1, status: 'NORMAL', etcJson: {} });
    await loadSite();
    await login({ username: 'demo1', password: 'demo1234' });
    await renderGuard();

    await act(async () => {
      reportSessionEnd('ACCOUNT_DENIED');
      reportSessionEnd('ACCOUNT_DENIED');
      reportSessionEnd('FORCED_LOGOUT');
    });

    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledWith(clientText('ACCOUNT_DENIED'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
    expect(document.querySelector('output')?.textContent).toBe('logout');
    await vi.waitFor(() => expect(server.logouts).toEqual(['Bearer access-1']));
  });

  it('runs the DENY flow for a `me` that says DENY', async () => {
    fakeServer({ id: 1, status: 'DENY', etcJson: {} });
    await loadSite();
    await login({ username: 'deny1', password: 'demo1234' });
    await renderGuard();

    expect(showAlert).toHaveBeenCalledWith(clientText('ACCOUNT_DENIED'));
    expect(router.state.location.pathname).toBe('/signin');
  });
});
