import { problemText, showAlert } from '@bx/platform';
import { useCallback, useState } from 'react';

/**
 * One action of a screen's at a time (a cancel, a close): `pending` is the key of the one running, which its
 * buttons wait on, and a failure comes back in an alert in the server's words.
 */
export function usePendingAction<K>(): {
  pending: K | null;
  run: (key: K, action: () => Promise<unknown>) => Promise<void>;
} {
  const [pending, setPending] = useState<K | null>(null);
  const run = useCallback(async (key: K, action: () => Promise<unknown>) => {
    setPending(key);
    try {
      await action();
    } catch (cause) {
      void showAlert(problemText(cause));
    } finally {
      setPending(null);
    }
  }, []);
  return { pending, run };
}
