import type { Page } from '@playwright/test';

import { settledAfter } from '../support/settled';
import { DEMO_PASSWORD, submitSignIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

/** The seeded popup every site has (infra/server/src/db/seed-member-data.ts). */
const POPUP_TITLE = '신규 회원 환영';

/**
 * Signs in as a player does, without support's signIn (which hides the popups for the day), once the page has
 * the site's popups.
 */
async function signInSeeingPopups(page: Page, username: string, origin = '') {
  const listed = page.waitForResponse(/\/api\/content\/popup\?/);
  await submitSignIn(page, username, DEMO_PASSWORD, origin);
  await expect(page).not.toHaveURL(/\/signin$/);
  await listed;
}

/** Reloads and lets the popups' check run to its end, so that a popup that (wrongly) comes has come. */
async function reloadSettled(page: Page) {
  const listed = page.waitForResponse(/\/api\/content\/popup\?/);
  await page.reload();
  await settledAfter(page, listed);
}

test('the site popup opens after sign-in; "오늘 하루 보지 않기" hides it for that player today, "닫기" for the rest of the visit', async ({
  page,
}) => {
  await signInSeeingPopups(page, own.demo1);
  const popup = page.getByRole('dialog', { name: POPUP_TITLE });
  await expect(popup).toContainText('BX에 오신 것을 환영합니다.');
  await expect(popup.getByRole('button')).toHaveText(['오늘 하루 보지 않기', '닫기']);
  await page.screenshot({ path: `${SCREENSHOTS}content-popup-390.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SCREENSHOTS}content-popup-360.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(popup).toHaveCount(0);
  await reloadSettled(page);
  await expect(popup).toHaveCount(0);

  // Another player on the same browser still gets it: what demo1 chose is demo1's. (The options screen's
  // menu holds "로그아웃".)
  await page.getByRole('link', { name: '옵션' }).click();
  await expect(page).toHaveURL(/\/exchange\/\d+$/);
  await page.getByRole('button', { name: '메뉴' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInSeeingPopups(page, own.demo2);
  await expect(popup).toBeVisible();

  // "닫기" closes it for this visit: a reload does not bring it back, the next visit (a new tab) does.
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toHaveCount(0);
  await reloadSettled(page);
  await expect(popup).toHaveCount(0);
  const nextVisit = await page.context().newPage();
  await nextVisit.goto('/more');
  await expect(nextVisit.getByRole('dialog', { name: POPUP_TITLE })).toBeVisible();
  await nextVisit.close();
});

test('the popup waits for the unread alert instead of stacking on it, and then shows', async ({ page }) => {
  // demo3 is seeded with an unread message: its alert comes first, the popup only once it is answered.
  await submitSignIn(page, own.demo3, DEMO_PASSWORD);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('읽지 않은 메시지가 존재합니다.');
  const popup = page.getByRole('dialog', { name: POPUP_TITLE });
  await expect(popup).toHaveCount(0);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/more\/contact$/);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toHaveCount(0);
});

test('on an English site the popup is in English, its buttons too', async ({ page }) => {
  const origin = siteUrl('site15.localhost');
  await signInSeeingPopups(page, own.demo1, origin);
  const popup = page.getByRole('dialog', { name: 'Welcome' });
  await expect(popup).toContainText('Welcome to BX.');
  await expect(popup.getByRole('button')).toHaveText(["Don't show today", 'Close']);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});
