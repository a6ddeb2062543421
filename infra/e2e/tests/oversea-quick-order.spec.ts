import { formatAmount } from '@bx/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

import { apiLogin } from '../support/api';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { shootPhones } from '../support/screens';
import { own } from '../support/players';

/** GET /api/me's money: the player's KRW, which the overseas area trades with. */
async function meMoney(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get(`${siteUrl()}/api/me?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { money: string } }).data.money;
}

/** The balance as the screen writes it: "1,234,567원". */
const balanceText = (money: string) => `${formatAmount(money)}원`;

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/**
 * Ticks from a long position's entry that put its take-profit and stop-loss five ticks above and below the
 * price on screen (at least one tick each), read from the screen: the entry, the last price and the tick size.
 */
async function ticksAroundPrice(page: Page): Promise<{ tp: number; sl: number }> {
  const terms = await page
    .getByRole('region', { name: '시세' })
    .getByText(/1틱 [\d.]+ =/)
    .textContent();
  const tickSize = Number(/1틱 ([\d.]+) =/.exec(terms ?? '')?.[1]);
  const line = await page
    .getByTestId('oversea-position')
    .getByText(/진입가/)
    .textContent();
  const entry = number(/진입가 ([\d,.]+)/.exec(line ?? '')?.[1] ?? null);
  const last = number(await page.getByTestId('oversea-last-price').textContent());
  const ahead = Math.round((last - entry) / tickSize);
  return { tp: Math.max(1, ahead + 5), sl: Math.max(1, 5 - ahead) };
}

test('a player lands on /oversea, buys 3 contracts with one tap, watches the position and its profit move, and a TP/SL a few ticks away closes it; the balance on screen is GET /api/me money throughout', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const listed = (await (
    await request.get(`${siteUrl()}/api/oversea/option/list?siteInfoId=1&page=1&search=`)
  ).json()) as { data: { koName: string; isRest: boolean }[] };
  // The e2e server keeps NQ open around the clock (serve-composed-site.ts), so one option always trades.
  const landed = listed.data.find((option) => !option.isRest);
  expect(landed).toBeDefined();
  const username = own.trader1;
  const { token } = await apiLogin(request, username);

  // With no page remembered, signing in lands on /oversea, which draws the first option not resting.
  await signIn(page, username);
  await expect(page).toHaveURL(/\/oversea$/);
  await expect(page.getByRole('heading', { level: 2, name: landed?.koName })).toBeVisible();

  const balance = page.getByTestId('oversea-balance');
  await expect(balance).toHaveText(balanceText(await meMoney(request, token)));
  await expect(page.getByRole('heading', { name: '보유 포지션' })).toBeVisible();
  await expect(page.getByText('보유 포지션이 없습니다.')).toBeVisible();

  // One tap of the buy button with 3 chosen: one market order of 3 contracts, told by a fill toast.
  await page.getByRole('radio', { name: '3계약' }).click();
  await page.getByRole('button', { name: '3계약 매수' }).click();
  await expect(page.getByText(/^주문 체결완료 · \S+ 매수 3계약$/)).toBeVisible();
  const position = page.getByTestId('oversea-position');
  await expect(position).toHaveCount(1);
  await expect(position).toContainText('매수 3계약 · 진입가');
  await shootPhones(page, 'oversea-position');

  // The held margin left the free balance; the screen shows the same money as GET /api/me.
  await expect
    .poll(async () => (await balance.textContent()) === balanceText(await meMoney(request, token)), {
      timeout: 10_000,
    })
    .toBe(true);

  // Its profit moves with the price.
  const pnl = page.getByTestId('oversea-position-pnl');
  const first = await pnl.textContent();
  await expect.poll(() => pnl.textContent(), { timeout: 30_000 }).not.toBe(first);

  // A take-profit and a stop-loss a few ticks either side of the price now: the server refuses a trigger the
  // price has already crossed, and the next moves of a few ticks cross one of them.
  // Should the price jump past one of them before the call lands, the server refuses it and the player enters
  // them again from the new price, as a player would.
  // A price fast enough can also fire the new trigger at once, closing the position before its prices are drawn.
  const tpsl = page.getByTestId('oversea-tpsl');
  const refusal = page.getByRole('alertdialog');
  await expect(async () => {
    if (await refusal.isVisible()) await refusal.getByRole('button', { name: '확인' }).click();
    if ((await position.count()) === 0) return;
    const { tp, sl } = await ticksAroundPrice(page);
    await page.getByLabel('익절 틱').fill(String(tp));
    await page.getByLabel('손절 틱').fill(String(sl));
    await page.getByRole('button', { name: '익절/손절 설정' }).click();
    await expect
      .poll(
        async () =>
          (await position.count()) === 0 ||
          (await tpsl.allTextContents()).some((text) => /^익절 [\d,.]+ · 손절 [\d,.]+$/.test(text)),
        { timeout: 3_000 },
      )
      .toBe(true);
  }).toPass({ timeout: 30_000 });
  await expect(position).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByText('보유 포지션이 없습니다.')).toBeVisible();

  // Closed: the margin is back with the profit or loss, and screen and /api/me still agree.
  await expect
    .poll(async () => (await balance.textContent()) === balanceText(await meMoney(request, token)), {
      timeout: 10_000,
    })
    .toBe(true);
  await shootPhones(page, 'oversea-closed');
});
