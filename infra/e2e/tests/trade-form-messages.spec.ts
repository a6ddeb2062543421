import type { Page } from '@playwright/test';

import { openRoundOnScreen, optionOfType } from '../support/binary';
import { SCREENSHOTS, shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/** Where this spec leaves its screenshots for a person to look at. */
const SHOTS = SCREENSHOTS;

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

/** The message is on screen, above the fixed footer tabs rather than behind them. */
async function expectAboveFooter(page: Page, text: string) {
  const message = page.getByRole('alert').filter({ hasText: text });
  await expect(message).toBeInViewport();
  const footer = (await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox())!;
  await expect
    .poll(async () => {
      const box = (await message.boundingBox())!;
      return box.y + box.height <= footer.y;
    })
    .toBe(true);
}

async function openBinary(page: Page, optionId: number) {
  await signIn(page, own.demo2);
  await page.goto(`/exchange/${optionId}`);
  await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  // The screen has drawn (the chart is the last part to come), as it has when a player taps.
  await expect(page.getByRole('img', { name: '실시간 차트' })).toBeVisible();
}

for (const phone of PHONES) {
  test(`at ${phone.width}x${phone.height} a refused stake says why above the footer, where the player sees it`, async ({
    page,
    request,
  }) => {
    const option = await optionOfType(request, 'R1');
    await page.setViewportSize(phone);
    await openBinary(page, option.id);
    const amount = page.getByLabel('투자금액');

    await amount.fill('1');
    await page.getByRole('button', { name: /^상승/ }).click();
    await expectAboveFooter(page, '최소 투자금액은 5 USDT입니다');
    await page.screenshot({ path: `${SHOTS}/binary-too-small-${phone.width}x${phone.height}.png` });

    await page.evaluate(() => window.scrollTo(0, 0));
    await amount.fill('999999999');
    await page.getByRole('button', { name: /^하락/ }).click();
    await expectAboveFooter(page, '잔액이 부족합니다');
    await page.screenshot({ path: `${SHOTS}/binary-over-balance-${phone.width}x${phone.height}.png` });
  });
}

test('the bet buttons read 상승 and 하락, without the internal codes B and S', async ({ page, request }) => {
  await openBinary(page, (await optionOfType(request, 'R1')).id);
  const form = page.getByRole('form', { name: '베팅' });
  await expect(form.getByRole('button', { name: /^상승$/ })).toBeVisible();
  await expect(form.getByRole('button', { name: /^하락$/ })).toBeVisible();
  await expect(form.getByRole('button', { name: / [BS]$/ })).toHaveCount(0);
});

test('a typed zero shows empty and promises no payout', async ({ page, request }) => {
  await openBinary(page, (await optionOfType(request, 'R1')).id);
  const amount = page.getByLabel('투자금액');
  await amount.pressSequentially('0');
  await expect(amount).toHaveValue('');
  await expect(page.getByText(/^적중 시/)).toHaveText('적중 시 -');
  await amount.pressSequentially('7');
  await expect(amount).toHaveValue('7');
  await expect(page.getByText(/^적중 시/)).not.toHaveText('적중 시 -');
});

test('100 % of a balance with cents fills what the bet unit takes, and the confirmation says so', async ({
  page,
  request,
}) => {
  const option = await optionOfType(request, 'R1');
  // demo2's BINARY balance as 10,010.65 USDT, as the player of the report had it.
  await page.route(/\/api\/me\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { wallet: Record<string, { point: string }> } };
    body.data.wallet.BINARY!.point = '10010.65';
    await route.fulfill({ response, json: body });
  });
  await openBinary(page, option.id);
  await expect(page.getByTestId('binary-balance')).toHaveText('10,010.65 USDT');
  await page.getByRole('button', { name: '100%' }).click();
  await expect(page.getByLabel('투자금액')).toHaveValue('10,010');
  // A stake is asked about only while its round takes bets.
  await openRoundOnScreen(request, option.id, 8_000, page);
  await page.getByRole('button', { name: /^상승/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('잔액 10,010.65 USDT 중');
  await expect(dialog).toContainText('10,010 USDT를 베팅합니다');
  await expect(dialog).toContainText('남는 0.65 USDT는 베팅되지 않습니다');
  await expect(dialog).not.toContainText('잔액 전부');
  await shootPhones(page, 'binary-all-in-confirm', { dir: SHOTS });
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an unknown option says it does not exist and leads to one that does, with no useless retry', async ({
  page,
  expectConsoleErrors,
}) => {
  // The screen's calls about option 999 are answered 404, which Chromium logs.
  expectConsoleErrors(/status of 404 .*tradeOptionId=999/);
  await signIn(page, own.demo2);
  await page.goto('/exchange/999');
  const notFound = page.getByRole('alert').filter({ hasText: '이 종목은 없습니다' });
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  // The header's option picker does not pretend to show another option.
  await expect(page.getByRole('combobox', { name: '종목 선택' })).toHaveValue('');
  await shootPhones(page, 'binary-not-found', { dir: SHOTS });
  await notFound.getByRole('link', { name: '거래 가능한 종목 보기' }).click();
  await expect(page).toHaveURL(/\/exchange\/\d+$/);
  await expect(page).not.toHaveURL(/\/exchange\/999$/);
  await expect(page.getByTestId('binary-balance')).toBeVisible();
});
