import { formatKstDateTime } from '@bx/contracts';
import { queryState } from '@bx/platform';

import { ListState } from '@bx/ui';

import { useTheme } from '@emotion/react';

import { useChatRooms } from '../api/get-chat-rooms';

import { adminText } from '../../../shared/admin-text';

/** The site's conversations, the latest first: who, their last line and how many of their lines are unread. */
export function ChatRooms({ onOpen }: { onOpen: (playerId: number) => void }) {
  const theme = useTheme();
  const rooms = useChatRooms();
  return (
    <ListState list={queryState(rooms)} error={rooms.error} empty={adminText('OPS_NO_CHATS')}>
      {(rows) => (
        <ul aria-label={adminText('OPS_CHAT_ROOMS')} css={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}>
          {rows.map((room) => (
            <li key={room.playerId} css={{ listStyle: 'none', minWidth: 0 }}>
              <button
                type="button"
                onClick={() => onOpen(room.playerId)}
                aria-label={adminText('OPS_CHAT_ROOM_OF', { name: room.username, count: room.unread })}
                css={{
                  width: '100%',
                  display: 'grid',
                  gap: 4,
                  padding: '12px 14px',
                  borderRadius: theme.radius,
                  border: `1px solid ${theme.color.border}`,
                  borderLeft: `4px solid ${room.unread > 0 ? theme.color.accent : theme.color.border}`,
                  background: theme.color.surface,
                  color: theme.color.text,
                  textAlign: 'left',
                  cursor: 'pointer',
                  minWidth: 0,
                }}
              >
                <span css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
                  <strong css={{ minWidth: 0, fontSize: 15, overflowWrap: 'anywhere' }}>
                    {room.nick ? `${room.nick} (${room.username})` : room.username}
                  </strong>
                  {room.unread > 0 ? (
                    <span
                      data-testid={`chat-unread-${room.playerId}`}
                      css={{
                        minWidth: 20,
                        padding: '0 6px',
                        borderRadius: 10,
                        background: theme.color.accent,
                        color: theme.color.onAccent,
                        fontSize: 12,
                        fontWeight: 700,
                        lineHeight: '20px',
                        textAlign: 'center',
                      }}
                    >
                      {room.unread}
                    </span>
                  ) : null}
                  <span
                    css={{
                      marginLeft: 'auto',
                      fontSize: 12,
                      color: theme.color.textMuted,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {formatKstDateTime(room.lastMessage.createdAt).slice(5, 16)}
                  </span>
                </span>
                <span
                  css={{
                    fontSize: 13,
                    color: theme.color.textMuted,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {room.lastMessage.sender === 'OPERATOR' ? `${adminText('OPS_CHAT_ME')}: ` : ''}
                  {room.lastMessage.content}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
