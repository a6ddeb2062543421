import type { APIRequestContext } from '@playwright/test';

import { apiLogin, ledgerWallet } from '../support/api';
import { optionOfType, openRoundOnScreen, screenAmount } from '../support/binary';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SHOTS = process.env.E2E_SHOTS_DIR;

interface Wallets {
  USDT: { point: string };
  BINARY: { point: string };
}

async function wallets(request: APIRequestContext, token: string): Promise<Wallets> {
  const response = await request.get(`${siteUrl()}/api/wallet/my?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { wallet: Wallets } }).data.wallet;
}

async function convert(request: APIRequestContext, token: string, body: object): Promise<void> {
  const response = await request.post(`${siteUrl()}/api/dnw/convert?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('demo1, with nothing in BINARY, moves 100 USDT into BINARY from the trade screen and bets with it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const option = await optionOfType(request, 'R.5');
  const one = await apiLogin(request, own.demo1);
  // The tester's account: 0 in BINARY, its USDT unable to reach the trade until now.
  const start = await wallets(request, one.token);
  if (start.BINARY.point !== '0') {
    await convert(request, one.token, { fromCoin: 'BINARY', toCoin: 'USDT', point: start.BINARY.point });
  }
  const before = await wallets(request, one.token);
  expect(before.BINARY.point).toBe('0');

  await signIn(page, own.demo1);
  await page.goto(`/exchange/${option.id}`);
  await expect(page.getByTestId('binary-balance')).toHaveText('0 USDT');
  await page.getByRole('button', { name: 'BINARY로 이동' }).click();
  const sheet = page.getByRole('dialog', { name: 'BINARY 지갑으로 이동' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(`${screenAmount(before.USDT.point)} USDT`)).toBeVisible();
  // More than the USDT wallet holds is refused before anything is sent.
  await sheet.getByLabel('이동할 금액 (USDT)').fill('99999999');
  await sheet.getByRole('button', { name: '이동', exact: true }).click();
  await expect(sheet.getByRole('alert')).toHaveText('이동할 금액이 USDT 잔액을 초과합니다.');
  await sheet.getByLabel('이동할 금액 (USDT)').fill('100');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/transfer-sheet-390.png` });
  await sheet.getByRole('button', { name: '이동', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('BINARY 지갑으로 100 USDT 이동했습니다.')).toBeVisible();
  await expect(page.getByTestId('binary-balance')).toHaveText('100 USDT');

  const after = await wallets(request, one.token);
  expect(after.BINARY.point).toBe('100');
  expect(BigInt(before.USDT.point.split('.')[0]!) - BigInt(after.USDT.point.split('.')[0]!)).toBe(100n);
  expect(await ledgerWallet(request, one.userId, 'BINARY')).toMatchObject({ cached: '100', rebuilt: '100' });

  // The moved money is what the bet is paid from.
  await openRoundOnScreen(request, option.id, 6_000, page);
  await page.getByLabel('투자금액').fill('40');
  await page.getByRole('button', { name: /^상승/ }).click();
  await expect(page.getByText('상승 40 USDT 베팅 완료')).toBeVisible();
  await expect(page.getByTestId('binary-balance')).toHaveText('60 USDT');
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'BINARY로 이동' }).click();
    await page.screenshot({ path: `${SHOTS}/transfer-sheet-360.png` });
    await page.keyboard.press('Escape');
  }

  // Give the account its BINARY money back for the specs after this one.
  await convert(request, one.token, { fromCoin: 'USDT', toCoin: 'BINARY', point: start.BINARY.point });
});

test('the English site offers the same move in English', async ({ page }) => {
  const site = siteUrl('site15.localhost');
  await signIn(page, own.demo2, site);
  await page.goto(`${site}/exchange`);
  await page.getByRole('button', { name: 'Move to BINARY' }).click();
  const sheet = page.getByRole('dialog', { name: 'Move to the BINARY wallet' });
  await expect(sheet.getByText('USDT wallet balance')).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
});
