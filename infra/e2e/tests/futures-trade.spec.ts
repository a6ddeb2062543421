import type { Page } from '@playwright/test';

import { shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** The live last price the header shows, as a number. */
const lastPrice = async (page: Page) => number(await page.getByTestId('futures-last-price').textContent());

/** The browser's line for a take-profit the server refused (the price had already passed it). */
const refusedTpsl = failedRequest(400, '/api/futures/order/tpsl?siteInfoId=1');

test('a player opens a 10x long on BTCUSDT with a take-profit, watches its PnL move, and a take-profit a few ticks above the price closes it: the fill is told and the history lists it', async ({
  page,
  expectConsoleErrors,
}) => {
  test.setTimeout(180_000);
  await signIn(page, own.demo1);
  // The address names the contract without its PERP suffix, as players share it.
  await page.goto('/future/BTCUSDT');
  await expect(page.getByRole('heading', { level: 2, name: /^BTCUSDT/ })).toBeVisible();
  await expect(page.getByTestId('futures-last-price')).toHaveText(/^[\d,]+\.\d+$/);
  await expect(page.getByText('보유 포지션이 없습니다.')).toBeVisible();

  // 10x through the leverage sheet, which shows the bracket's cap for the leverage chosen.
  const leverage = page.getByTestId('futures-leverage');
  await expect(leverage).toHaveText(/^\d+x$/);
  if ((await leverage.textContent()) !== '10x') {
    await leverage.click();
    const sheet = page.getByRole('dialog', { name: '레버리지 조정' });
    await sheet.getByRole('slider', { name: '레버리지' }).fill('10');
    await expect(sheet.getByTestId('futures-leverage-chosen')).toHaveText('10x');
    await expect(sheet.getByTestId('futures-max-notional')).toHaveText(/최대 포지션: [\d,]+ USDT$/);
    await sheet.getByRole('button', { name: '확인' }).click();
    await expect(sheet).toBeHidden();
  }
  await expect(leverage).toHaveText('10x');

  // A market long of 100 USDT (margin and both fees) with a take-profit well above the price.
  await page.getByRole('button', { name: '시장가', exact: true }).click();
  await page.getByLabel('수량 (USDT)').fill('100');
  // The long's side shows what the budget opens and what that costs as the server holds it: within the budget.
  await expect(page.getByTestId('futures-qty-B')).toHaveText(/^0\.0\d{2} BTC$/);
  await expect(page.getByTestId('futures-cost-B')).toHaveText(/^\d{2}\.\d{2} USDT$/);
  expect(number(await page.getByTestId('futures-cost-B').textContent())).toBeLessThanOrEqual(100);
  await page.getByLabel('익절 / 손절').check();
  const entryTakeProfit = Math.round((await lastPrice(page)) * 1.01);
  await page.getByRole('textbox', { name: '익절가' }).fill(String(entryTakeProfit));
  await page.getByRole('button', { name: '매수 / 롱' }).click();
  await expect(page.getByText(/^주문 체결완료 · BTCUSDT 롱 0\.\d{3}$/)).toBeVisible();

  const position = page.getByTestId('futures-position');
  await expect(position).toHaveCount(1);
  await expect(position).toContainText('롱');
  await expect(position).toContainText('10x');
  await expect(position.getByTestId('futures-position-tpsl')).toContainText(
    `익절 ${entryTakeProfit.toLocaleString('en-US')}.00`,
  );
  await shootPhones(page, 'futures-position');

  // Its PnL moves with the mark price.
  const pnl = position.getByTestId('futures-position-pnl');
  await expect(pnl).toHaveText(/^[+-]?[\d,]+\.\d{2} USDT$/);
  const first = await pnl.textContent();
  await expect.poll(() => pnl.textContent(), { timeout: 30_000 }).not.toBe(first);

  // The take-profit closes it: watched from now on (a toast lasts 2 s), while it is moved to one tick (0.10)
  // above the last price, watched on the last price, until the price's next moves cross it. Should the price
  // pass it before the call lands, the server refuses it and the player enters it again from the new price;
  // should the price turn away, the player moves it again, as a player would.
  const takeProfitFilled = expect(page.getByText(/^주문 체결완료 · BTCUSDT 익절 0\.\d{3}$/)).toBeVisible({
    timeout: 100_000,
  });
  let refusalSeen = false;
  await expect(async () => {
    if ((await position.count()) === 0) return;
    await position.getByRole('button', { name: '익절/손절' }).click();
    const sheet = page.getByRole('dialog', { name: '익절 / 손절 설정' });
    await sheet.getByRole('button', { name: '최근 체결가' }).first().click();
    await sheet.getByRole('textbox', { name: '익절가' }).fill(((await lastPrice(page)) + 0.1).toFixed(1));
    await sheet.getByRole('button', { name: '확인' }).click();
    // Set, the sheet closes; refused, it stays open with the server's words and is closed for the next try.
    await expect(sheet)
      .toBeHidden({ timeout: 3_000 })
      .catch(async (failure: unknown) => {
        if (!refusalSeen && (await sheet.getByRole('alert').isVisible())) {
          refusalSeen = true;
          expectConsoleErrors(refusedTpsl);
        }
        await sheet.getByRole('button', { name: '닫기' }).click();
        throw failure;
      });
    await expect(position).toHaveCount(0, { timeout: 8_000 });
  }).toPass({ timeout: 100_000 });

  // The take-profit filled (named as such, not as the sell that closes the long), and the position is gone.
  await takeProfitFilled;
  await expect(position).toHaveCount(0);
  await expect(page.getByText('보유 포지션이 없습니다.')).toBeVisible();

  // The history lists the take-profit's fill first, with its realized profit.
  await page.getByRole('tab', { name: '주문내역' }).click();
  const newest = page.getByRole('list', { name: '주문내역' }).getByTestId('futures-order').first();
  await expect(newest).toContainText('익절');
  await expect(newest).toContainText('체결');
  await expect(newest).toContainText(/실현손익 [+-]?[\d,.]+ USDT/);
  await shootPhones(page, 'futures-closed');
});
