import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('the coin selection sheet lists the site coins with their wallet currency and switches the coin wallet', async ({
  page,
}) => {
  await signIn(page, own.demo1);
  await page.goto('/wallet/deposit/USDT');
  await expect(page.getByRole('banner')).toContainText('테더');

  await page.getByRole('button', { name: '코인 선택' }).click();
  const sheet = page.getByRole('dialog', { name: '코인 선택' });
  await expect(sheet.getByRole('button', { name: /비트코인/ })).toContainText('BTC');
  await sheet.getByRole('button', { name: /비트코인/ }).click();

  await expect(page).toHaveURL(/\/wallet\/deposit\/BTC$/);
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('비트코인');
});
