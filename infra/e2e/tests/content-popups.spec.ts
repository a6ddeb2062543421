import type { Page } from '@playwright/test';

import { DEMO_PASSWORD, submitSignIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

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
  await listed;
  await page.waitForTimeout(1000);
}

test('the site popup opens after sign-in; "오늘 하루 보지 않기" hides it for that player today, "닫기" until the next load', async ({
  page,
}) => {
  await signInSeeingPopups(page, 'demo1');
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
  await signInSeeingPopups(page, 'demo2');
  await expect(popup).toBeVisible();

  // "닫기" closes it for this page load only.
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(popup).toBeVisible();
});

test('on an English site the popup offers its buttons in English', async ({ page }) => {
  const origin = siteUrl('site15.localhost');
  await signInSeeingPopups(page, 'demo1', origin);
  const popup = page.getByRole('dialog', { name: POPUP_TITLE });
  await expect(popup.getByRole('button')).toHaveText(["Don't show today", 'Close']);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});
