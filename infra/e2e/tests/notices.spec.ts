import { publishForcedNotice } from '../support/api';
import { pageSettled } from '../support/settled';
import { signIn } from '../support/sign-in';
import { watchSubscriptions } from '../support/subscriptions';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('a forced notice opens by itself on a signed-in page, with its HTML sanitized', async ({
  page,
  request,
}) => {
  const subscriptions = watchSubscriptions(page);
  await signIn(page, own.demo2);
  await expect(page.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();
  // The page listens for the site's notices before one is published.
  await expect.poll(() => subscriptions).toContain('/topic/notice/1');
  await pageSettled(page);

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
