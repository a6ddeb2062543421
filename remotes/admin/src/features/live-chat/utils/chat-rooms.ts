import type { ChatMessage, ChatRoom } from '@bx/contracts';

/**
 * The rooms after a new line: its room moves to the top with the line as its last, and a player's line counts as
 * unread unless that room is open. Undefined when the line is of a room not listed yet (ask the list again).
 */
export function withRoomLine(
  rooms: readonly ChatRoom[],
  line: ChatMessage,
  openPlayerId: number | null,
): ChatRoom[] | undefined {
  const room = rooms.find((known) => known.playerId === line.playerId);
  if (room === undefined) return undefined;
  if (room.lastMessage.id >= line.id) return [...rooms];
  const counts = line.sender === 'PLAYER' && line.playerId !== openPlayerId;
  const moved = { ...room, lastMessage: line, unread: room.unread + (counts ? 1 : 0) };
  return [moved, ...rooms.filter((known) => known !== room)];
}

/** The rooms once the operators have read a player's lines: nothing unread there. */
export function withRoomRead(rooms: readonly ChatRoom[], playerId: number): ChatRoom[] {
  return rooms.map((room) => (room.playerId === playerId ? { ...room, unread: 0 } : room));
}

/** The newest unread line of the player, which reading the room reports (0 when none). */
export function unreadPlayerUpTo(lines: readonly ChatMessage[]): number {
  return Math.max(0, ...lines.filter((l) => l.sender === 'PLAYER' && l.readAt === null).map((l) => l.id));
}
