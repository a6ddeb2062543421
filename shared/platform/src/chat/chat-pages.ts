import type { ChatHistory, ChatMessage } from '@bx/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A live chat's loaded history (the player's or an operator's room): page 0 is the newest, later pages go further back (`beforeId`). */
export type ChatPages = InfiniteData<ChatHistory, unknown>;

/** Every loaded line once, oldest first, whether it came from a page, a push or the send call's answer. */
export function linesOf(pages: ChatPages | undefined): ChatMessage[] {
  if (!pages) return [];
  const byId = new Map<number, ChatMessage>();
  for (const page of pages.pages) for (const line of page.content) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Adds a line to the newest page (a push and the send call's answer may both bring it: kept once). */
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
