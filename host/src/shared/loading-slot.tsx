import { clientText } from '@bx/platform';
import { FailurePanel, Loader } from '@bx/ui';
import { startTransition, useEffect, useState, type ComponentType } from 'react';

import { ErrorBoundary } from './error-boundary';
import { useRevealWhenDrawn } from './first-screen';
import { loadTimeoutMs } from './load-timeout';
import { withTimeout } from './with-timeout';

type SlotState<P> =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType<P> } | { status: 'failed' };

interface LoadingSlotProps<P> {
  /** Names what loads, for the logs. */
  what: string;
  load: () => Promise<ComponentType<P>>;
  /** Forgets a failed load, so the retry fetches afresh. */
  reset?: () => void;
  props: P;
}

/**
 * Draws a page group that loads on demand: a loader with the time waited, the page once it came, or a
 * fallback with a retry after a definite failure or the load timeout (120 s). A page that throws while
 * drawing is caught too, so the shell keeps working.
 *
 * Every route draws its slot at the same place of the tree, so React keeps one slot across a navigation. Its
 * state is therefore keyed by what it loads: otherwise the page loaded for the route being left would draw once
 * more under the new route's URL (the trade remote, missing its option id there, opened /exchange/1 again).
 */
export function LoadingSlot<P extends object>(slot: LoadingSlotProps<P>) {
  return <Slot key={slot.what} {...slot} />;
}

function Slot<P extends object>({ what, load, reset, props }: LoadingSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState<P>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    withTimeout(what, load(), loadTimeoutMs()).then(
      // A page group's first render is large; as a transition it is drawn in slices, not one long task.
      (Page) => live && startTransition(() => setState({ status: 'ready', Page })),
      (error: unknown) => {
        console.error(`${what} failed to load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // A new attempt, not a new closure, is what should load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [what, attempt]);

  // The server's drawing of the page stays until the page (or its failure) is drawn, not its loader.
  useRevealWhenDrawn(state.status !== 'loading');

  const retry = () => {
    reset?.();
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <LoadingProgress />;
  if (state.status === 'failed')
    return <FailurePanel message={clientText('REMOTE_FAILED')} onRetry={retry} />;
  // The props were typed against the page's own props where the slot was created.
  const Page = state.Page as ComponentType<object>;
  return (
    <ErrorBoundary key={attempt} onRetry={retry}>
      <Page {...props} />
    </ErrorBoundary>
  );
}

function LoadingProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Loader
      label={seconds < 2 ? clientText('LOADING_SCREEN') : clientText('LOADING_SCREEN_SECONDS', { seconds })}
    />
  );
}
