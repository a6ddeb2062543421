// @vitest-environment jsdom
import type { ChatEvent, ChatMessage } from '@bx/contracts';
import type * as platform from '@bx/platform';
import { queryClient } from '@bx/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useChatUnread } from './get-chat-unread';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The server's count and the socket's chat queue, as the platform would deliver them.
const server = vi.hoisted(() => ({
  unread: 3,
  role: 'PLAYER',
  asked: 0,
  push: undefined as ((body: unknown) => void) | undefined,
}));
vi.mock('@bx/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  useMe: () => ({ id: 7, role: server.role }),
  useSocketStatus: () => 'connected',
  apiRequest: async () => {
    server.asked += 1;
    return { unread: server.unread };
  },
  useSubscription: (destination: string | null, handler: (body: unknown) => void) => {
    server.push = destination === '/user/queue/chat' ? handler : undefined;
  },
}));

const line = (sender: ChatMessage['sender']): ChatEvent => ({
  type: 'CHAT_MESSAGE',
  data: { id: 1, playerId: 7, sender, content: '...', createdAt: 0, readAt: null },
});

function renderCount() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChatUnread(), { wrapper });
}

const read = (reader: ChatMessage['sender']): ChatEvent => ({
  type: 'CHAT_READ',
  data: { playerId: 7, reader, upTo: 9 },
});

describe("the live chat's unread count", () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it.each([
    ['adds each operator line pushed meanwhile', [line('OPERATOR'), line('OPERATOR')], 5],
    ["does not count the player's own lines", [line('PLAYER'), line('OPERATOR')], 4],
    ['drops to nothing when the player reads the chat (in another tab too)', [read('PLAYER')], 0],
    ['is not cleared by the operator reading the player', [read('OPERATOR'), line('OPERATOR')], 4],
  ])("starts from the server's count and %s", async (_, events, expected) => {
    const { result } = renderCount();
    await waitFor(() => expect(result.current).toBe(3));
    for (const event of events) act(() => server.push!(event));
    await waitFor(() => expect(result.current).toBe(expected));
  });

  it('asks nothing for an account without a chat (a partner), and counts nothing', async () => {
    server.role = 'PARTNER';
    server.asked = 0;
    const { result } = renderCount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(0);
    expect(server.asked).toBe(0);
    expect(server.push).toBeUndefined();
    server.role = 'PLAYER';
  });
});
