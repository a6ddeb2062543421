import { clientText, platformStore, PlatformStoreProvider, queryClient } from '@bx/platform';
import { FailurePanel, Loader, ThemeRoot } from '@bx/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { registerServiceWorker } from '../service-worker';
import { revealApp, useRevealWhenDrawn } from '../shared/first-screen';
import { loadWebFontOnceSettled } from '../web-font';

import type { Booted } from './boot-host';
import { buildRoutes } from './build-routes';
import { Shell } from './shell';

/** How long after the first screen's remote has loaded the server's drawing of the page is taken away at the latest. */
const REVEAL_LATEST_MS = 5_000;

/**
 * The site, once `booted` (bootHost) has resolved its site, remotes and session. The host owns the one query
 * client (@bx/platform's) that every remote's queries go through.
 */
export function App({ booted }: { booted: Promise<Booted> }) {
  return (
    <PlatformStoreProvider store={platformStore}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>
          <Boot booted={booted} />
        </ThemeRoot>
      </QueryClientProvider>
    </PlatformStoreProvider>
  );
}

function Boot({ booted }: { booted: Promise<Booted> }) {
  const [state, setState] = useState<Booted | 'booting' | 'failed'>('booting');
  useEffect(() => {
    booted.then(
      // The site's first screen is the largest render of the page: as a transition React draws it in slices
      // between which the browser stays responsive, instead of one long task.
      (result) => startTransition(() => setState(result)),
      () => setState('failed'),
    );
  }, [booted]);
  useRevealWhenDrawn(state === 'failed');
  // Under the server's drawing of the page (shared/first-screen.ts), which stays until the page is drawn.
  if (state === 'booting') return <Loader />;
  if (state === 'failed') {
    return <FailurePanel message={clientText('SERVER_UNREACHABLE')} onRetry={() => location.reload()} />;
  }
  return <SiteRouter firstRemote={state.firstRemote} />;
}

function SiteRouter({ firstRemote }: Booted) {
  // One router for the page's life: an operator's change to the site moves the route gates, not the router.
  const router = useMemo(() => createBrowserRouter([{ element: <Shell />, children: buildRoutes() }]), []);
  // The web font and the service worker wait for the first screen: its remote, then its main content drawn.
  useEffect(() => {
    firstRemote.then(loadWebFontOnceSettled);
    firstRemote.then(registerServiceWorker);
    // Whatever the first screen turned out to be, the server's drawing never outstays it by long.
    firstRemote.then(() => setTimeout(revealApp, REVEAL_LATEST_MS));
  }, [firstRemote]);
  return <RouterProvider router={router} />;
}
