import type { APIRequestContext } from '@playwright/test';

import { apiLogin } from '../support/api';
import { trackRequests } from '../support/network';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/** An operator call, as the ops console makes it. */
async function operator(request: APIRequestContext, path: string, data: object): Promise<void> {
  const admin = await apiLogin(request, 'admin');
  const response = await request.post(`${siteUrl()}/api/admin/${path}?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data,
  });
  if (!response.ok())
    throw new Error(`admin/${path} answered ${response.status()}: ${await response.text()}`);
}

test('an operator blocks a signed-in player: the page says so at once and signs out', async ({
  page,
  request,
}) => {
  // partner1 is otherwise partner.spec.ts's alone, which keeps no session of it; specs run one at a time and this
  // one gives the account back as it found it.
  const { userId } = await apiLogin(request, own.partner1);
  const requests = trackRequests(page);
  await signIn(page, own.partner1);
  // As below: the landing page's start-up calls are answered before the operator acts.
  await requests.quiet();
  try {
    await operator(request, 'player/access', { playerId: userId, status: 'DENY' });
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText(
      '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
    );
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  } finally {
    await operator(request, 'player/access', { playerId: userId, status: 'NORMAL' });
  }
});

test("a forced logout ends the player's session on the page: the spec's message, then a reload", async ({
  page,
  request,
}) => {
  const { userId } = await apiLogin(request, own.trader1);
  const requests = trackRequests(page);
  await signIn(page, own.trader1);
  // The player sits on the landing page: its start-up calls are answered. A call still on its way when the
  // session ends is refused (401), which Chromium logs; that race is not what this test is about.
  await requests.quiet();
  await operator(request, 'force_logout', { playerId: userId });
  const dialog = page.getByRole('alertdialog', { name: '알림' });
  await expect(dialog).toContainText('접속이 끊겼습니다. 잠시 후 다시 로그인해주세요.');
  const reload = page.waitForEvent('load');
  await dialog.getByRole('button', { name: '확인' }).click();
  await reload;
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a session renewal lost on the way (a flaky network, a page left mid-request) does not sign the player out', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(
    /Failed to load resource: net::ERR_FAILED \(https?:\/\/[^/]+\/api\/login\?siteInfoId=1\)$/,
  );
  await signIn(page, own.demo1);
  // The start-up renewal of the next page fails as fetch does when the page is left while it is on its way.
  await page.route('**/api/login?*', (route) => route.abort('failed'));
  await page.goto('/more');
  await expect(page.getByRole('navigation', { name: '더보기 메뉴' })).toBeVisible();

  await page.unroute('**/api/login?*');
  await page.reload();
  await expect(page.getByRole('navigation', { name: '더보기 메뉴' })).toBeVisible();
  await expect(page).toHaveURL(/\/more$/);
});
