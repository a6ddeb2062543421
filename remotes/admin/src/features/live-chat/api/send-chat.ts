import type { ChatMessage } from '@bx/contracts';
import { apiRequest, queryClient, withLine, type ChatPages } from '@bx/platform';
import { useMutation } from '@tanstack/react-query';

import { opsKeys } from '../../../shared/admin-ops-query-keys';

/** POST /api/admin/chat/send {playerId, content}: a line to the player (pushed on their chat queue at once). */
export function sendChat(request: { playerId: number; content: string }): Promise<ChatMessage> {
  return apiRequest<ChatMessage>('post', 'admin/chat/send', { json: request });
}

/** The sent line shows at once (its push to the operators arrives too, and is kept once). */
export function useSendChat() {
  return useMutation({
    mutationFn: sendChat,
    onSuccess: (line) => {
      queryClient.setQueryData<ChatPages>(opsKeys.chatHistory(line.playerId), (pages) =>
        withLine(pages, line),
      );
      return queryClient.invalidateQueries({ queryKey: opsKeys.chatRooms });
    },
  });
}
