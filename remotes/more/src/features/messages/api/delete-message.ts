import { apiRequest, useAction } from '@bx/platform';
import { useCallback } from 'react';

import { refreshMessages } from '../../../shared/refresh-unread';

/** POST /api/message/delete {id}: the message goes from the player's list for good. */
export function deleteMessage(id: number): Promise<null> {
  return apiRequest<null>('post', 'message/delete', { json: { id } });
}

export function useDeleteMessage() {
  const send = useCallback(async (id: number) => {
    await deleteMessage(id);
    // A deleted unread message no longer counts in the badge.
    await refreshMessages();
    return true;
  }, []);
  return useAction(send);
}
