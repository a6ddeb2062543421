import type { Page, WebSocketRoute } from '@playwright/test';

import { apiLogin, sendOperatorMessage } from '../support/api';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The page's socket runs through a pass-through proxy to the real server, so a test can cut it the way a
 * server restart or a network drop would, and refuse new connections while the server is "down".
 */
async function proxySocket(page: Page) {
  const live: WebSocketRoute[] = [];
  const state = { refuse: 0 };
  await page.routeWebSocket(/\/bx_ws/, (socket) => {
    if (state.refuse > 0) {
      state.refuse -= 1;
      void socket.close({ code: 1012, reason: 'server restarting' });
      return;
    }
    socket.connectToServer();
    live.push(socket);
  });
  const drop = () => live.at(-1)?.close({ code: 1012, reason: 'server restarting' });
  return { state, drop, connections: () => live.length };
}

test('a dropped socket shows the reconnect notice, reconnects, and what the server sends next arrives', async ({
  page,
  request,
}) => {
  const proxy = await proxySocket(page);
  await signIn(page, 'demo1');
  await expect.poll(proxy.connections).toBe(1);

  proxy.state.refuse = 1;
  await proxy.drop();
  await expect(page.getByRole('status').filter({ hasText: '재연결 중입니다.' })).toBeVisible();
  await expect.poll(proxy.connections).toBe(2);
  await expect(page.getByRole('status').filter({ hasText: '재연결 중입니다.' })).toHaveCount(0);

  const { userId } = await apiLogin(request, 'demo1');
  await sendOperatorMessage(request, userId);
  await expect(page.getByRole('alertdialog')).toContainText('새로운 메시지가 도착하였습니다.');
});

test('when the server stays down, the player is told to refresh and the page reloads', async ({ page }) => {
  const proxy = await proxySocket(page);
  await signIn(page, 'demo1');
  await expect.poll(proxy.connections).toBe(1);

  proxy.state.refuse = Number.POSITIVE_INFINITY;
  await proxy.drop();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('재연결에 실패했습니다. 새로고침 후 다시 시도해주세요.');
  const reload = page.waitForEvent('load');
  await dialog.getByRole('button', { name: '확인' }).click();
  await reload;
});
