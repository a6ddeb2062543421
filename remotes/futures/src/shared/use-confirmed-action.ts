import { usePendingAction } from '@bx/app-kit';
import { showConfirm } from '@bx/platform';

/**
 * usePendingAction for what the player must confirm first (unfollow, remove a follower, close a position):
 * `question` in the confirmation dialog, then the action, refused in the server's words in the 알림 alert.
 */
export function useConfirmedAction<K>(): {
  pending: K | null;
  confirmThenRun: (key: K, question: string, action: () => Promise<unknown>) => Promise<void>;
} {
  const { pending, run } = usePendingAction<K>();
  const confirmThenRun = async (key: K, question: string, action: () => Promise<unknown>) => {
    if (await showConfirm(question)) await run(key, action);
  };
  return { pending, confirmThenRun };
}
