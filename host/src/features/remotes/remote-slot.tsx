import type { RemoteAppProps } from '@bx/app-kit';
import type { RemoteName } from '@bx/contracts';
import { clientText } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { useEffect, useState, type ComponentType } from 'react';

import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetRemote, loadRemoteApp } from './remote-registry';

type SlotState =
  { status: 'loading' } | { status: 'ready'; App: ComponentType<RemoteAppProps> } | { status: 'failed' };

/** Draws a route with the remote that owns it: a loader while it comes, a fallback if it does not. */
export function RemoteSlot({ name, routeId }: { name: RemoteName; routeId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteApp(name).then(
      (App) => live && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote ${name} failed to load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = () => {
    forgetRemote(name);
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <LoadingProgress />;
  if (state.status === 'failed') {
    return <FailurePanel message={clientText('REMOTE_FAILED')} onRetry={retry} />;
  }
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <state.App routeId={routeId} />
    </RemoteErrorBoundary>
  );
}

function LoadingProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Loader label={seconds < 2 ? '화면을 불러오는 중입니다.' : `화면을 불러오는 중입니다. (${seconds}초)`} />
  );
}
