import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

test('a site with the futures flag off has no futures routes', async ({ page }) => {
  await page.goto(`${siteUrl('site33.localhost')}/futureView/BTCUSDTPERP`);
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto(`${siteUrl()}/futureView/BTCUSDTPERP`);
  await expect(page).toHaveURL(/\/futureView\/BTCUSDTPERP$/);
});

test('a site with the futures flag off has no futures menu item', async ({ page }) => {
  await page.goto(`${siteUrl()}/exchangeView`);
  await page.getByRole('button', { name: '메뉴' }).click();
  await expect(page.getByRole('button', { name: '선물 옵션' })).toBeVisible();

  // Site 33 is an English site: its menu reads in English.
  await page.goto(`${siteUrl('site33.localhost')}/exchangeView`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Binary options' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Futures options' })).toHaveCount(0);
});
