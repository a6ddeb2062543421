import { devices } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

test('a DENY account is told it cannot be used, and is signed out to the sign-in page', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedRequest(403, '/api/login?siteInfoId=1'));
  await page.goto('/signin');
  await page.getByLabel('아이디').fill('deny1');
  await page.getByLabel('비밀번호').fill('demo1234');
  await page.getByRole('button', { name: '로그인' }).click();

  const dialog = page.getByRole('alertdialog', { name: '알림' });
  await expect(dialog).toContainText(
    '계정이 이용이 불가능합니다. 자세한 사항은 관리자에게 문의해주시기 바랍니다.',
  );
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test('an account blocked on mobile devices is signed out and the page reloads', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(failedRequest(403, '/api/login?siteInfoId=1'));
    await page.goto('/signin');
    await page.getByLabel('아이디').fill('blocked1');
    await page.getByLabel('비밀번호').fill('demo1234');
    await page.getByRole('button', { name: '로그인' }).click();

    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText('이 기기에서는 이용할 수 없는 계정입니다.');
    const reload = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '확인' }).click();
    await reload;
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('the same phone keeps an unblocked account signed in', async ({ page }) => {
    await signIn(page, own.demo1);
    await expect(page).toHaveURL(/\/oversea$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
