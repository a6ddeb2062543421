import { apiRequest, queryClient } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '../../../shared/admin-query-keys';

/** POST /api/admin/message {playerId, title, content}: a message in the player's inbox, pushed to their pages. */
export function sendMessage(request: {
  playerId: number;
  title: string;
  content: string;
}): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('post', 'admin/message', { json: request });
}

export function useSendMessage() {
  return useMutation({
    mutationFn: sendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}
