import { publishForcedNotice } from '../support/api';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('a forced notice opens by itself on a signed-in page, with its HTML sanitized', async ({
  page,
  request,
}) => {
  await signIn(page, own.demo2);
  await expect(page.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();
  await page.waitForTimeout(500);

  await publishForcedNotice(
    request,
    '긴급 점검 안내',
    '<p>오늘 <b>02:00</b> 점검</p><img src=x onerror="window.__pwned=1">',
  );
  const dialog = page.getByRole('dialog', { name: '긴급 점검 안내' });
  await expect(dialog).toContainText('오늘 02:00 점검');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toHaveCount(0);
});
