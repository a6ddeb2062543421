import { parseSiteFlags } from '@bx/contracts';
import { platformStore, PlatformStoreProvider, useSiteInfo } from '@bx/platform';
import { FailurePanel, Loader, ThemeRoot } from '@bx/ui';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { bootHost } from './boot-host';
import { buildRoutes } from './build-routes';
import { Shell } from './shell';

export function App() {
  return (
    <PlatformStoreProvider store={platformStore}>
      <ThemeRoot>
        <Boot />
      </ThemeRoot>
    </PlatformStoreProvider>
  );
}

function Boot() {
  const [state, setState] = useState<'booting' | 'ready' | 'failed'>('booting');
  useEffect(() => {
    bootHost().then(
      () => setState('ready'),
      () => setState('failed'),
    );
  }, []);
  if (state === 'booting') return <Loader />;
  if (state === 'failed') {
    return <FailurePanel message="서버에 연결할 수 없습니다." onRetry={() => location.reload()} />;
  }
  return <SiteRouter />;
}

function SiteRouter() {
  const type = useSiteInfo()?.type ?? '';
  const router = useMemo(
    () => createBrowserRouter([{ element: <Shell />, children: buildRoutes(parseSiteFlags(type)) }]),
    [type],
  );
  return <RouterProvider router={router} />;
}
