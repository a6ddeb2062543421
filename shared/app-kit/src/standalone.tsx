import { loadSite, platformStore, PlatformStoreProvider, queryClient, restoreSession } from '@bx/platform';
import { ThemeRoot } from '@bx/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

import type { RemoteAppProps } from './remote-app-props';
import { routesOf, type AppRoute } from './route-table';

/**
 * Runs a remote on its own dev server, for the team that owns it: the same platform boot and query client as
 * the host, against the same server, with only that remote's routes.
 */
export async function runStandalone(
  owner: AppRoute['owner'],
  App: ComponentType<RemoteAppProps>,
): Promise<void> {
  await loadSite();
  await restoreSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <PlatformStoreProvider store={platformStore}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>
          <BrowserRouter>
            <Routes>
              {routesOf(owner).map((route) => (
                <Route key={route.id} path={route.path} element={<App routeId={route.id} />} />
              ))}
            </Routes>
          </BrowserRouter>
        </ThemeRoot>
      </QueryClientProvider>
    </PlatformStoreProvider>,
  );
}
