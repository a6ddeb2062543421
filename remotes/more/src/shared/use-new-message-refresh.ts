import { USER_QUEUES } from '@bx/contracts';
import { queryClient, useSubscription } from '@bx/platform';

import { refreshMessages } from './refresh-unread';

/**
 * A message or an answer pushed while an area screen is open refreshes its lists. It listens on the host's one
 * socket; the host itself raises the alert and bumps the badge.
 */
export function useNewMessageRefresh(): void {
  useSubscription(USER_QUEUES.newMessage, () => {
    void refreshMessages();
    // An answer to the inquiry on screen shows at once.
    void queryClient.invalidateQueries({ queryKey: ['more', 'contact'] });
  });
}
