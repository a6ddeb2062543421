import type { Locator, Page } from '@playwright/test';

import { apiLogin, readAllMessages, sendOperatorMessage } from '../support/api';
import { openRoundOnScreen, optionOfType } from '../support/binary';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

/** trader1 with three unread messages, already announced, so no alert stands in front of the screens. */
async function signInWithUnread(page: Page, request: Parameters<typeof apiLogin>[0]) {
  const { userId } = await apiLogin(request, own.trader1);
  for (let count = 0; count < 3; count += 1) await sendOperatorMessage(request, userId);
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ message: 1e9, contact: 1e9 })),
    `bx:announced-messages:${userId}`,
  );
  await signIn(page, own.trader1);
}

// Other specs sign trader1 in and expect no unread alert: what this spec sent is read afterwards.
test.afterEach(({ request }) => readAllMessages(request, own.trader1));

async function expectBelowHeader(page: Page, overlay: Locator) {
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await overlay.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
}

test('the unread badges stay on screen and off their labels; a toast stays under the header', async ({
  page,
  request,
}) => {
  await signInWithUnread(page, request);
  await page.goto('/more');
  const headerBadge = page.getByRole('banner').getByLabel('읽지 않은 메시지 3');
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    const box = (await headerBadge.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}h4-header-badge-${phone.width}.png` });
  }

  const option = await optionOfType(request, 'R.5');
  await page.goto(`/exchange/${option.id}`);
  await page.getByRole('button', { name: '메뉴' }).click();
  const menu = page.getByRole('dialog', { name: '메뉴' });
  const inquiry = menu.getByRole('button', { name: /1:1 문의/ });
  const label = (await inquiry.getByText('1:1 문의').boundingBox())!;
  const menuBadge = (await inquiry.getByLabel('읽지 않은 메시지 3').boundingBox())!;
  expect(menuBadge.x).toBeGreaterThanOrEqual(label.x + label.width);
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.screenshot({ path: `${SCREENSHOTS}h4-side-menu-${phone.width}.png` });
  }
  await menu.getByRole('button', { name: '닫기' }).click();

  // A bet is accepted only while its round is open: start with a few seconds of it left.
  await openRoundOnScreen(request, option.id, 5_000, page);
  await page.getByLabel('투자금액').fill('5');
  await page.getByRole('button', { name: /^상승/ }).click();
  const placed = page.getByText(/베팅 완료/);
  await expect(placed).toBeVisible({ timeout: 20_000 });
  await expectBelowHeader(page, placed);
  for (const phone of [...PHONES].reverse()) {
    await page.setViewportSize(phone);
    await page.screenshot({ path: `${SCREENSHOTS}h4-toast-${phone.width}.png` });
  }
});

test('the reconnect notice sits under the header, not over it', async ({ page, request }) => {
  let refuse = false;
  const live: (() => Promise<void>)[] = [];
  await page.routeWebSocket(/\/bx_ws/, (socket) => {
    if (refuse) {
      void socket.close({ code: 1012, reason: 'server restarting' });
      return;
    }
    socket.connectToServer();
    live.push(() => socket.close({ code: 1012, reason: 'server restarting' }));
  });
  await signInWithUnread(page, request);
  await page.goto('/more');
  await expect.poll(() => live.length).toBeGreaterThan(0);
  refuse = true;
  await live.at(-1)!();

  const notice = page.getByRole('status').filter({ hasText: '재연결 중입니다.' });
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await expect(notice).toBeVisible();
    await expectBelowHeader(page, notice);
    await page.screenshot({ path: `${SCREENSHOTS}h4-reconnect-notice-${phone.width}.png` });
  }
});
