import type { ChatMessage, ChatRoom } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { unreadPlayerUpTo, withRoomLine, withRoomRead } from './chat-rooms';

const line = (id: number, sender: ChatMessage['sender'] = 'PLAYER', playerId = 7): ChatMessage => ({
  id,
  playerId,
  sender,
  content: `line ${id}`,
  readAt: null,
  createdAt: id * 1000,
});

const room = (playerId: number, last: ChatMessage, unread = 0): ChatRoom => ({
  playerId,
  username: `demo${playerId}`,
  nick: null,
  lastMessage: last,
  unread,
});

describe('unread lines', () => {
  it('finds the newest unread line of the player', () => {
    expect(unreadPlayerUpTo([line(1), line(2, 'OPERATOR'), line(3)])).toBe(3);
    expect(unreadPlayerUpTo([{ ...line(1), readAt: 5 }, line(2, 'OPERATOR')])).toBe(0);
  });
});

describe('rooms', () => {
  const rooms = [room(1, line(10, 'PLAYER', 1)), room(2, line(5, 'PLAYER', 2), 1)];

  it('moves the room of a new player line to the top and counts it unread', () => {
    const next = withRoomLine(rooms, line(11, 'PLAYER', 2), null)!;
    expect(next.map((r) => [r.playerId, r.unread, r.lastMessage.id])).toEqual([
      [2, 2, 11],
      [1, 0, 10],
    ]);
  });

  it('does not count a line of the open room, or the operator’s own', () => {
    expect(withRoomLine(rooms, line(11, 'PLAYER', 2), 2)![0]!.unread).toBe(1);
    expect(withRoomLine(rooms, line(11, 'OPERATOR', 2), null)![0]!.unread).toBe(1);
  });

  it('asks for the list again for a room it does not have', () => {
    expect(withRoomLine(rooms, line(12, 'PLAYER', 3), null)).toBeUndefined();
  });

  it('clears a room’s unread once read', () => {
    expect(withRoomRead(rooms, 2).map((r) => r.unread)).toEqual([0, 0]);
  });
});
