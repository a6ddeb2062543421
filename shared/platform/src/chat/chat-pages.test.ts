import type { ChatMessage } from '@bx/contracts';
import { describe, expect, it } from 'vitest';

import { linesOf, withLine, withRead, type ChatPages } from './chat-pages';

const line = (id: number, sender: ChatMessage['sender'] = 'PLAYER'): ChatMessage => ({
  id,
  playerId: 7,
  sender,
  content: `line ${id}`,
  readAt: null,
  createdAt: id * 1000,
});

const pages = (...pageLines: ChatMessage[][]): ChatPages => ({
  pages: pageLines.map((content) => ({ content, hasMore: false })),
  pageParams: pageLines.map(() => undefined),
});

describe('chat lines', () => {
  it('shows the newest page after the older ones, oldest line first', () => {
    expect(linesOf(pages([line(3), line(4)], [line(1), line(2)])).map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(linesOf(undefined)).toEqual([]);
  });

  it('keeps a line once when both the push and the send answer bring it', () => {
    const once = withLine(pages([line(1)]), line(2));
    expect(linesOf(withLine(once, line(2))).map((l) => l.id)).toEqual([1, 2]);
  });

  it("marks only the writer's lines up to the read one as read", () => {
    const read = withRead(pages([line(1), line(2, 'OPERATOR'), line(3), line(4)]), 'PLAYER', 3, 99);
    expect(linesOf(read).map((l) => [l.id, l.readAt])).toEqual([
      [1, 99],
      [2, null],
      [3, 99],
      [4, null],
    ]);
  });
});
