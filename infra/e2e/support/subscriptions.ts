import type { Page } from '@playwright/test';

/** The destinations the page's sockets SUBSCRIBE to (STOMP), from now on, in the order it asks for them. */
export function watchSubscriptions(page: Page): string[] {
  const destinations: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const text = String(payload);
      if (text.startsWith('SUBSCRIBE')) destinations.push(/destination:([^\n]+)/.exec(text)?.[1] ?? '');
    }),
  );
  return destinations;
}
