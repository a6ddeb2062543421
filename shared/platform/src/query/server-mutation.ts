import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

import { blockedAccountReason } from '../auth/session-end';
import { showAlert, showConfirm } from '../dialogs/dialog-queue';
import { ApiError } from '../http/api-error';

import { problemText } from './problem-text';
import { queryClient } from './query-client';

/** What an API file says about its call: the fetcher, and what its answer changes in the cache. */
export interface MutationDefinition<Vars, Result> {
  mutationFn: (vars: Vars) => Promise<Result>;
  /** Writes the answer where it is the new state (a setting, a row the server sent back). */
  onSuccess?: (result: Result, vars: Vars) => void;
  /**
   * The queries the answer leaves stale that no socket push writes: the narrowest keys, never an area's
   * root, so one write asks again only for what it changed (none where the pushes cover it).
   */
  invalidates?: (vars: Vars) => readonly QueryKey[];
  /** Marks those keys stale after a refusal too, where one means the list is behind (an item already decided). */
  staleAfterRefusal?: boolean;
}

/** How the view shows a refusal. */
export interface MutationView {
  /** 'alert' (default): in the platform's alert, in the server's words; 'inline': as `error`, under the form. */
  refusal?: 'alert' | 'inline';
  /** Takes a refusal the view shows itself (at the field it is about); true when it did. */
  onRefused?: (refusal: ApiError) => boolean;
}

export interface RunOptions {
  /** A question the player confirms first; declining sends nothing. */
  confirm?: string;
}

export interface ServerMutation<Vars, Result> {
  /**
   * Resolves the answer, or null when declined, already busy or refused: a view never catches. A call whose
   * answer may itself be null has its fetcher answer something else, so a success is told apart.
   */
  run: (vars: Vars, options?: RunOptions) => Promise<Result | null>;
  /** From the tap (the confirmation included) to the answer: a second tap meanwhile sends nothing. */
  pending: boolean;
  /** The variables of the run in progress, so a list knows which row's button waits. */
  running: Vars | undefined;
  /** The refusal in the server's words, with `refusal: 'inline'`. */
  error: string | null;
  clearError: () => void;
}

/**
 * What a failed call leaves for the view: nothing when the view took it or a blocked account's flow (whose
 * alert already says why) starts; otherwise its text, in the alert or returned for the form.
 */
export function reportRefusal(cause: unknown, view: MutationView): string | null {
  if (cause instanceof ApiError && view.onRefused?.(cause)) return null;
  if (cause instanceof ApiError && blockedAccountReason(cause.code)) return null;
  const text = problemText(cause);
  if ((view.refusal ?? 'alert') === 'inline') return text;
  void showAlert(text);
  return null;
}

/** After a success: the answer written, then the narrow keys marked stale on the shared client. */
export function settleMutation<Vars, Result>(
  definition: MutationDefinition<Vars, Result>,
  result: Result,
  vars: Vars,
): void {
  definition.onSuccess?.(result, vars);
  markStale(definition, vars);
}

/** After a refusal: the keys marked stale only where the definition says a refusal means the list is behind. */
export function settleRefusal<Vars, Result>(definition: MutationDefinition<Vars, Result>, vars: Vars): void {
  if (definition.staleAfterRefusal) markStale(definition, vars);
}

function markStale<Vars, Result>(definition: MutationDefinition<Vars, Result>, vars: Vars): void {
  for (const queryKey of definition.invalidates?.(vars) ?? []) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * The one way a view writes to the server. An API file makes its hook from its fetcher
 * (`export const useCancelOrderMutation = serverMutation({ mutationFn: cancelOrder })`); the view calls
 * `run`, optionally after a confirmation, and reads `pending`, `running` and `error`.
 */
export function serverMutation<Vars, Result>(
  definition: MutationDefinition<Vars, Result>,
): (view?: MutationView) => ServerMutation<Vars, Result> {
  return function useServerMutation(view = {}) {
    const mutation = useMutation<Result, unknown, Vars>(
      {
        mutationFn: definition.mutationFn,
        onSuccess: (result, vars) => settleMutation(definition, result, vars),
        onError: (_cause, vars) => settleRefusal(definition, vars),
      },
      queryClient,
    );
    const { mutateAsync } = mutation;
    const [running, setRunning] = useState<{ vars: Vars } | null>(null);
    const [error, setError] = useState<string | null>(null);
    // A second tap lands before the disabled button is drawn: the ref stops it at once.
    const busy = useRef(false);
    const latestView = useRef(view);
    useLayoutEffect(() => {
      latestView.current = view;
    });

    const run = useCallback(
      async (vars: Vars, options: RunOptions = {}): Promise<Result | null> => {
        if (busy.current) return null;
        busy.current = true;
        setRunning({ vars });
        setError(null);
        try {
          if (options.confirm !== undefined && !(await showConfirm(options.confirm))) return null;
          return await mutateAsync(vars);
        } catch (cause) {
          setError(reportRefusal(cause, latestView.current));
          return null;
        } finally {
          busy.current = false;
          setRunning(null);
        }
      },
      [mutateAsync],
    );
    const clearError = useCallback(() => setError(null), []);
    return { run, pending: running !== null, running: running?.vars, error, clearError };
  };
}
