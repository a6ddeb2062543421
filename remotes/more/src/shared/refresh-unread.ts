import { messageKeys, queryClient } from '@bx/platform';

/**
 * After the player read or deleted something: every message query is stale, the host's unread counts among
 * them, so the badges take the server's new counts and the lists redraw.
 */
export function refreshMessages(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
