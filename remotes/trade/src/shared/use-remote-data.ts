import { ApiError, clientText } from '@bx/platform';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: string };

/**
 * Loads what `key` names, again whenever the key changes or `reload` is called. What was loaded stays on
 * screen while a reload runs, so a list refreshed by a live event does not flash a spinner.
 * A null key loads nothing (stays loading).
 */
export function useRemoteData<T>(
  key: string | null,
  load: () => Promise<T>,
): RemoteData<T> & { reload: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading', data: undefined, error: null });
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    latestLoad.current().then(
      // What arrives is drawn as a transition: React renders a large screen (the option's, say) in slices
      // the browser can answer input between, not in one long task.
      (data) => live && startTransition(() => setState({ status: 'ready', data, error: null })),
      (cause: unknown) =>
        live &&
        setState((previous) => ({
          status: 'error',
          data: previous.data,
          error: cause instanceof ApiError ? cause.message : clientText('SERVER_UNREACHABLE'),
        })),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** The same load state over a part of what was loaded (the rows of a page, say). */
export function mapRemoteData<T, U>(data: RemoteData<T>, pick: (value: T) => U): RemoteData<U> {
  if (data.status === 'loading') return data;
  if (data.status === 'ready') return { status: 'ready', data: pick(data.data), error: null };
  return { status: 'error', data: data.data === undefined ? undefined : pick(data.data), error: data.error };
}
