import type { APIRequestContext } from '@playwright/test';

import { apiLogin } from '../support/api';
import {
  finishedRound,
  openRoundOnScreen,
  optionOfType,
  screenAmount,
  serverNow,
  type BetView,
} from '../support/binary';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A bet as the server answers it now: with its option's round number, unit and round prices. */
interface SettledBet extends BetView {
  roundNo: number;
  currency: string;
  lockPrice: string | null;
  closePrice: string | null;
}

async function myBet(request: APIRequestContext, token: string, roundId: number): Promise<SettledBet> {
  const response = await request.get(
    `${siteUrl()}/api/trade/history/list?siteInfoId=1&resultType=LIST&tradeRoundId=${roundId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const [bet] = ((await response.json()) as { data: SettledBet[] }).data;
  if (!bet) throw new Error(`no bet of mine in round ${roundId}`);
  return bet;
}

/** payout - stake, signed, as the toast writes it ("+4.75", "-5", "0"). */
function net(bet: SettledBet): string {
  const cents = (value: string) => Math.round(Number(value) * 1_000_000);
  const units = cents(bet.payout) - cents(bet.point);
  const text = screenAmount(String(Math.abs(units) / 1_000_000));
  return units > 0 ? `+${text}` : units < 0 ? `-${text}` : '0';
}

const price = (value: string | null) => (value === null ? '-' : screenAmount(value));

test('after a settled bet the toast shows the net result with the entry and close prices, the bet is in the history with its unit and prices, and rounds are numbered per option', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const option = await optionOfType(request, 'R.5');
  // trader1 bets like a player and, unlike demo3, has no unread answer to be greeted with at sign-in.
  const player = await apiLogin(request, own.trader1);
  await signIn(page, own.trader1);
  await page.goto(`/exchange/${option.id}`);
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();

  const round = await openRoundOnScreen(request, option.id, 6_000, page);
  await page.getByLabel('투자금액').fill('5');
  const buy = page.getByRole('button', { name: /^상승/ });
  // Clear of the fixed tab bar at the bottom, which would take the tap.
  await buy.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await buy.click();
  await expect(page.getByText('상승 5 USDT 베팅 완료')).toBeVisible();
  // The chart is in view without scrolling, with my bet marked on it (a canvas: the screenshot shows it).
  await expect(page.getByRole('img', { name: '실시간 차트' })).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-bet-placed-390.png` });

  const toast = page.getByText(/(적중!|미적중|무효|취소된 회차) .*진입가 .* → 종료가 /);
  const told = expect(toast).toBeVisible({ timeout: 45_000 });
  await finishedRound(
    request,
    round.tradeRoundId,
    round.closeAt + 30_000 + Date.now() - (await serverNow(request)),
  );
  await told;
  const bet = await myBet(request, player.token, round.tradeRoundId);
  expect(bet.currency).toBe('USDT');
  const text = (await toast.first().textContent()) ?? '';
  expect(text).toContain(`${net(bet)} USDT`);
  expect(text).toContain(`진입가 ${price(bet.lockPrice)} → 종료가 ${price(bet.closePrice)}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/feedback-toast-390.png` });

  // The history row: the option's own round number, the stake and payout with their unit, the prices.
  await page.getByRole('tab', { name: '베팅 내역' }).click();
  const row = page.getByRole('list', { name: '베팅 내역' }).getByRole('listitem').first();
  await expect(row).toContainText(`${bet.roundNo}회차`);
  await expect(row).toContainText('상승 5 USDT');
  await expect(row).toContainText(`지급 ${screenAmount(bet.payout)} USDT`);
  await expect(row).toContainText(`진입가 ${price(bet.lockPrice)} → 종료가 ${price(bet.closePrice)}`);

  // Consecutive rounds of one option carry consecutive numbers, on the server and on the screen.
  const recentNumbers = async () =>
    (
      (await (
        await request.get(`${siteUrl()}/api/trade/game/recent?siteInfoId=1&tradeOptionId=${option.id}&size=3`)
      ).json()) as { data: Array<{ roundNo: number }> }
    ).data.map((r) => r.roundNo);
  // A fresh server may have finished only the round of the bet yet: wait for the next one.
  await expect
    .poll(async () => (await recentNumbers()).length, { timeout: 40_000 })
    .toBeGreaterThanOrEqual(2);
  const numbers = await recentNumbers();
  numbers.slice(1).forEach((n, i) => expect(n).toBe(numbers[i]! - 1));
  await page.getByRole('tab', { name: '최근 회차' }).click();
  const rows = page.getByRole('list', { name: '최근 회차' }).getByRole('listitem');
  await expect(rows.nth(1)).toBeVisible();
  const shown = await Promise.all(
    [rows.first(), rows.nth(1)].map(async (r) =>
      Number(/(\d+)회차/.exec((await r.textContent()) ?? '')?.[1]),
    ),
  );
  expect(shown[1]).toBe(shown[0]! - 1);
  if (SHOTS) {
    // Each shot centres what it shows, clear of the fixed header and tab bar.
    const centre = (target: typeof row) => target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await centre(rows.nth(1));
    await page.screenshot({ path: `${SHOTS}/feedback-rounds-390.png` });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('tab', { name: '베팅 내역' }).click();
    await centre(row);
    await page.screenshot({ path: `${SHOTS}/feedback-history-360.png` });
    const closeToast = page.getByRole('button', { name: '닫기' });
    if ((await closeToast.count()) > 0) await closeToast.first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/feedback-top-360.png` });
  }
});
