import { useCallback, useEffect, useState } from 'react';

/** A side list's options, or why there are none to show: still loading, or the call failed. */
export type SideList<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; items: T[] };

/**
 * Loads a drawer's option list each time the drawer opens. Unlike the headers' lists, a failure is kept
 * apart from an empty answer: "no tradable options" would be a wrong thing to tell the player when the
 * call failed, so the drawer shows the failure with a retry instead.
 */
export function useSideList<T>(load: () => Promise<T[]>, key: string): SideList<T> {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T[] }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return state.status === 'failed' ? { status: 'failed', retry } : state;
}
