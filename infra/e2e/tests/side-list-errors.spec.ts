import type { Page, Route } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({
      status: 503,
      error: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' },
    }),
  });

const emptyList = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ status: 200, data: [] }),
  });

const failedCall = (path: string) =>
  new RegExp(`Failed to load resource: the server responded with a status of 503 .*/api/${path}\\?`);

async function openDrawer(page: Page, title: string) {
  await page.getByRole('button', { name: '종목 목록' }).click();
  return page.getByRole('dialog', { name: title });
}

test('a failed overseas list says so with a retry, not "no options"; the retry then shows the options', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedCall('oversea/option/list'));
  await page.route(/\/api\/oversea\/option\/list/, unavailable);
  await signIn(page, own.demo1);
  await expect(page).toHaveURL(/\/oversea$/);

  const drawer = await openDrawer(page, '해외선물');
  await expect(drawer.getByRole('alert')).toContainText('종목을 불러오지 못했습니다.');
  await expect(drawer).not.toContainText('거래 가능한 종목이 없습니다.');
  await page.screenshot({ path: `${SCREENSHOTS}h4-side-list-failed-390.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SCREENSHOTS}h4-side-list-failed-360.png` });

  await page.unroute(/\/api\/oversea\/option\/list/);
  await drawer.getByRole('button', { name: '다시 시도' }).click();
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await expect(drawer).not.toContainText('거래 가능한 종목이 없습니다.');
  await page.screenshot({ path: `${SCREENSHOTS}h4-side-list-retried-360.png` });
});

test('an empty overseas list says there are no options, and no failure', async ({ page }) => {
  await page.route(/\/api\/oversea\/option\/list/, emptyList);
  await signIn(page, own.demo1);
  const drawer = await openDrawer(page, '해외선물');
  await expect(drawer).toContainText('거래 가능한 종목이 없습니다.');
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});

test('a failed futures list says so with a retry, distinct from an empty one', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedCall('futures/option/list'));
  await signIn(page, own.demo1);
  await page.route(/\/api\/futures\/option\/list/, unavailable);
  await page.goto('/future/BXBTCUSDTPERP');

  const drawer = await openDrawer(page, '선물거래');
  await expect(drawer.getByRole('alert')).toContainText('종목을 불러오지 못했습니다.');
  await expect(drawer).not.toContainText('거래 가능한 종목이 없습니다.');

  await page.unroute(/\/api\/futures\/option\/list/);
  await page.route(/\/api\/futures\/option\/list/, emptyList);
  await drawer.getByRole('button', { name: '다시 시도' }).click();
  await expect(drawer).toContainText('거래 가능한 종목이 없습니다.');
  await expect(drawer.getByRole('alert')).toHaveCount(0);
});
