// @vitest-environment jsdom
import { ThemeRoot } from '@bx/ui';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Navigate, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { LoadingSlot } from './loading-slot';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Like the trade remote: its page without an option id opens its first option. */
function TradeLike() {
  const { id } = useParams();
  return id ? <p>option {id}</p> : <Navigate to="/exchange/1" replace />;
}

function WalletLike() {
  return <p>wallet</p>;
}

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

describe('LoadingSlot', () => {
  it('never draws the page loaded for one route on the next route while that route’s page loads', async () => {
    let showWallet: (page: ComponentType<object>) => void = () => {};
    const walletLoad = new Promise<ComponentType<object>>((resolve) => (showWallet = resolve));
    // Both routes draw a slot at the same place of the tree, as the host's routes do (RouteGate, AppLayout).
    const router = createMemoryRouter(
      [
        {
          path: '/exchange/:id',
          element: <LoadingSlot what="remote trade" load={async () => TradeLike} props={{}} />,
        },
        { path: '/dnw', element: <LoadingSlot what="remote wallet" load={() => walletLoad} props={{}} /> },
      ],
      { initialEntries: ['/exchange/2'] },
    );
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root?.render(
        <ThemeRoot>
          <RouterProvider router={router} />
        </ThemeRoot>,
      ),
    );
    expect(document.body.textContent).toContain('option 2');

    await act(async () => router.navigate('/dnw'));
    expect(router.state.location.pathname).toBe('/dnw');
    expect(document.body.textContent).not.toContain('option');

    await act(async () => showWallet(WalletLike));
    expect(router.state.location.pathname).toBe('/dnw');
    expect(document.body.textContent).toContain('wallet');
  });
});
