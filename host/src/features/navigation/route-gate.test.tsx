// @vitest-environment jsdom
import { ROUTES } from '@bx/app-kit';
import type { RemoteEntry, SiteInfo } from '@bx/contracts';
import { applySiteUpdate, clientText, platformStore, PlatformStoreProvider, useToasts } from '@bx/platform';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { RouteGate } from './route-gate';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const site = (type: string): SiteInfo => ({
  id: 1,
  code: 'main',
  name: 'BX',
  lang: 'ko',
  type,
  stockPrefix: '',
  overseaPrefix: '',
  coinInfo: '',
  usedCoins: 'USDT',
  depositCoins: 'USDT',
  buyCoins: 'USDT',
  binaryCurrency: 'USDT',
  bankType: 'KRW',
});
const remotes = (...names: RemoteEntry['name'][]): RemoteEntry[] =>
  names.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));

const view = ROUTES.find((route) => route.id === 'trade.view.detail')!;

function Toasts() {
  return (
    <ul>
      {useToasts().map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

async function open(path: string) {
  router = createMemoryRouter(
    [
      {
        path: view.path,
        element: (
          <RouteGate route={view}>
            <p>binary view</p>
          </RouteGate>
        ),
      },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () =>
    root.render(
      <PlatformStoreProvider store={platformStore}>
        <RouterProvider router={router} />
        <Toasts />
      </PlatformStoreProvider>,
    ),
  );
}

beforeEach(() => {
  // The route effects scroll to the top on navigation; jsdom draws nothing to scroll.
  window.scrollTo = () => {};
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('RouteGate and the site as it changes', () => {
  it('lets a page of an area the site has through', async () => {
    act(() =>
      applySiteUpdate({ type: 'SITE_UPDATE', data: site('100101'), remotes: remotes('trade', 'more') }),
    );
    await open('/exchangeView/1');
    expect(document.body.textContent).toContain('binary view');
  });

  it('takes the visitor off a page whose area an operator switches off, with a notice, and keeps it off', async () => {
    act(() =>
      applySiteUpdate({ type: 'SITE_UPDATE', data: site('100101'), remotes: remotes('trade', 'more') }),
    );
    await open('/exchangeView/1');
    expect(document.body.textContent).toContain('binary view');

    await act(async () =>
      applySiteUpdate({ type: 'SITE_UPDATE', data: site('100100'), remotes: remotes('more') }),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(document.body.textContent).toContain(clientText('AREA_SWITCHED_OFF'));

    await act(async () => router.navigate('/exchangeView/1'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('counts a route as gone when its flag is on but its remote is not listed', async () => {
    act(() => applySiteUpdate({ type: 'SITE_UPDATE', data: site('100101'), remotes: remotes('more') }));
    await open('/exchangeView/1');
    expect(router.state.location.pathname).toBe('/');
  });
});
