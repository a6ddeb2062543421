import { platformStore, PlatformStoreProvider } from '@bx/platform';
import { FailurePanel, Loader, ThemeRoot } from '@bx/ui';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { useSocketLifecycle } from '../features/realtime/use-socket-lifecycle';

import { AppRoutes } from './app-routes';
import { bootHost } from './boot-host';

export function App() {
  return (
    <PlatformStoreProvider store={platformStore}>
      <ThemeRoot>
        <BrowserRouter>
          <Boot />
        </BrowserRouter>
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
  return <Shell />;
}

function Shell() {
  useSocketLifecycle();
  return <AppRoutes />;
}
