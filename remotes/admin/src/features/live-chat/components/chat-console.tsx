import type { ChatRoom } from '@bx/contracts';
import { queryClient } from '@bx/platform';
import { Button } from '@bx/ui';

import { opsKeys } from '../../../shared/admin-ops-query-keys';
import { SectionBlock } from '../../../shared/section-block';
import { useChatRooms } from '../api/get-chat-rooms';
import { useOpsChatEvents } from '../hooks/use-ops-chat-events';

import { ChatRoomView } from './chat-room';
import { ChatRooms } from './chat-rooms';
import { adminText } from '../../../shared/admin-text';

/**
 * The operators' side of the live chat: the rooms, or one room open (`playerId`, kept in the address by the
 * screen). Every chat of the site is heard while it is on screen, so both stay live.
 */
export function ChatConsole({
  playerId,
  onOpen,
}: {
  playerId: number | null;
  onOpen: (playerId: number | null) => void;
}) {
  const { playerTyping } = useOpsChatEvents(playerId);
  const rooms = useChatRooms();
  if (playerId === null)
    return (
      <SectionBlock title={adminText('OPS_CHAT_ROOMS')} hint={adminText('OPS_CHAT_HINT')}>
        <ChatRooms onOpen={onOpen} />
      </SectionBlock>
    );
  const room = rooms.data?.find((known: ChatRoom) => known.playerId === playerId);
  const name = room ? (room.nick ?? room.username) : adminText('ADM_PLAYER_ID', { id: playerId });
  return (
    <>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button
          variant="plain"
          size="small"
          onClick={() => {
            void queryClient.invalidateQueries({ queryKey: opsKeys.chatRooms });
            onOpen(null);
          }}
        >
          {adminText('OPS_CHAT_BACK')}
        </Button>
        <h2 css={{ margin: 0, fontSize: 16, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </h2>
      </div>
      <ChatRoomView key={playerId} playerId={playerId} name={name} playerTyping={playerTyping} />
    </>
  );
}
