import type { APIRequestContext } from '@playwright/test';

import { expectNoKorean } from '../support/english';
import { shootPhones } from '../support/screens';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

async function listedOptions(
  request: APIRequestContext,
): Promise<{ id: number; stock: string; isRest: boolean }[]> {
  const response = await request.get(`${siteUrl()}/api/oversea/option/list?siteInfoId=1&page=1&search=`);
  return ((await response.json()) as { data: { id: number; stock: string; isRest: boolean }[] }).data;
}

test('a visitor sees the overseas price and chart live, with no order button, only the way to sign in', async ({
  page,
  request,
}) => {
  // An option open now: the e2e server keeps NQ open around the clock (serve-composed-site.ts).
  const optionId = (await listedOptions(request)).find((option) => !option.isRest)?.id;
  expect(optionId).toBeDefined();
  await page.goto(`/overseaView/${optionId}`);
  const price = page.getByTestId('oversea-last-price');
  await expect(price).toHaveText(/^[\d,.]+$/);
  await expect(page.getByRole('img', { name: '실시간 차트' })).toBeVisible();

  // Live: the price moves with the ticks, without a reload.
  const first = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 30_000 }).not.toBe(first);

  // Nothing to order with and nothing of an account: the buttons' place leads to sign-in.
  await expect(page.getByRole('button', { name: /매수|매도/ })).toHaveCount(0);
  await expect(page.getByTestId('oversea-balance')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '보유 포지션' })).toHaveCount(0);
  await shootPhones(page, 'oversea-view');
  await page.getByRole('link', { name: '로그인하고 주문하기' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('on an English site (15) the visitor view reads in English', async ({ page, request }) => {
  const origin = siteUrl('site15.localhost');
  // The ids are the market's on every site (the API answers site 15 only on its own hostname); a resting
  // option's view reads the same words.
  const [first] = await listedOptions(request);
  await page.goto(`${origin}/overseaView/${first?.id}`);
  await expect(page.getByTestId('oversea-last-price')).toHaveText(/^[\d,.]+$/);
  await expect(page.getByRole('link', { name: 'Sign in to order' })).toBeVisible();
  await expect(
    page.getByText('Sign in to place orders. Prices and the chart are live for everyone.'),
  ).toBeVisible();

  // The header names the option by its symbol, and so does the drawer's list of options.
  await expect(page.getByRole('banner')).toContainText(first!.stock);
  await expectNoKorean(page.getByRole('banner'));
  await expectNoKorean(page.locator('main'));
  await page.getByRole('button', { name: 'Options' }).click();
  const drawer = page.getByRole('dialog', { name: 'Overseas futures' });
  await expect(drawer.getByRole('listitem')).not.toHaveCount(0);
  await expectNoKorean(drawer);
});
