import type { WebSocketRoute } from '@playwright/test';

import { optionOfType } from '../support/binary';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('after the socket reconnects, the trade screen asks for the current round and the server clock again', async ({
  page,
  request,
}) => {
  // Five-minute rounds: no round ends during the test, so nothing but the reconnect asks for the round.
  const option = await optionOfType(request, 'R5');
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/bx_ws/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await signIn(page, own.demo1);
  await page.goto(`/exchange/${option.id}`);
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');

  const asked = { round: 0, clock: 0 };
  page.on('request', (sent) => {
    if (sent.url().includes('/api/trade/game/current')) asked.round += 1;
    if (sent.url().includes('/api/server_time_offset')) asked.clock += 1;
  });
  const before = sockets.length;
  await sockets.at(-1)!.close({ code: 1012, reason: 'server restarting' });
  await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(before + 1);
  await expect.poll(() => Math.min(asked.round, asked.clock), { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('status', { name: '회차 상태' })).toHaveText(/베팅 가능|베팅 마감/);
});
