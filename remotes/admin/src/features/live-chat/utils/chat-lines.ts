import type { ChatHistory, ChatMessage, ChatRoom } from '@bx/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A room's loaded history: page 0 is the newest, later pages go further back (`beforeId`). */
export type ChatPages = InfiniteData<ChatHistory, unknown>;

/** Every loaded line once, oldest first, whether it came from a page, a push or the send call's answer. */
export function linesOf(pages: ChatPages | undefined): ChatMessage[] {
  if (!pages) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of pages.pages) for (const line of page.content) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Adds a line to the newest page (the push and the send call's answer may both bring it: kept once). */
export function withLine(pages: ChatPages | undefined, line: ChatMessage): ChatPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  const [newest, ...older] = pages.pages;
  if (newest!.content.some((known) => known.id === line.id)) return pages;
  return { ...pages, pages: [{ ...newest!, content: [...newest!.content, line] }, ...older] };
}

/** The other side read the lines `writer` sent, up to `upTo`: they show as read. */
export function withRead(
  pages: ChatPages | undefined,
  writer: ChatMessage['sender'],
  upTo: number,
  at: number,
): ChatPages | undefined {
  if (!pages) return pages;
  const mark = (line: ChatMessage) =>
    line.sender === writer && line.id <= upTo && line.readAt === null ? { ...line, readAt: at } : line;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, content: page.content.map(mark) })) };
}

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
