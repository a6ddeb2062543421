import { useCallback, useLayoutEffect, useRef, useState } from 'react';

import { blockedAccountReason } from '../auth/session-end';
import { problemText } from '../query/problem-text';

import { ApiError } from './api-error';

export interface ActionOptions {
  /**
   * Takes a server refusal the view shows itself (under the field it is about); true when it did, so it is not
   * also the action's `error`.
   */
  onRefused?: (refusal: ApiError) => boolean;
}

/**
 * Runs a server call from a view: `pending` while it runs, the server's message as `error` when it is
 * refused, and null (never a throw) as the result of a failure, so a form can just check the result.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: ActionOptions = {},
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onRefused = useRef(options.onRefused);
  useLayoutEffect(() => {
    onRefused.current = options.onRefused;
  });
  const run = useCallback(
    async (...args: Args): Promise<Result | null> => {
      setPending(true);
      setError(null);
      try {
        return await action(...args);
      } catch (cause) {
        if (cause instanceof ApiError && onRefused.current?.(cause)) return null;
        // A blocked account's refusal starts the host's flow, whose alert already says why.
        if (!(cause instanceof ApiError && blockedAccountReason(cause.code))) {
          setError(problemText(cause));
        }
        return null;
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending, error, setError };
}
