import { formatAmount, type OverseaDailyProfit } from '@bx/contracts';

import { apiLogin } from '../support/api';
import { apiGet, closeOneTrade, openOption, seoulToday } from '../support/oversea';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { shootPhones } from '../support/screens';
import { own } from '../support/players';

const PLAYER = own.demo2;

/** A profit as the screen writes it: "+69,000원", "-13,800원" or "0원". */
const profitText = (amount: string) => {
  const digits = formatAmount(amount.replace('-', ''), 0);
  if (/^-/.test(amount) && /[1-9]/.test(digits)) return `-${digits}원`;
  return /[1-9]/.test(digits) ? `+${digits}원` : '0원';
};

test('/search opens /search/oversea, where a trade the player closes shows at once in the list and in the day’s profit', async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, PLAYER);
  const option = await openOption(request, token);
  const today = seoulToday();

  await signIn(page, PLAYER);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/search\/oversea$/);
  await expect(page.getByRole('heading', { name: '해외선물 거래내역' })).toBeVisible();
  await expect(page.getByRole('button', { name: '오늘' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${today} ~ ${today}`)).toBeVisible();
  await expect(page.getByRole('region', { name: '기간 실현손익' })).toBeVisible();

  // Closed elsewhere while the history is open: the position's close event refreshes the screen.
  const closed = await closeOneTrade(request, token, option, 2);
  const row = page.getByRole('list', { name: '청산 내역' }).getByRole('listitem').first();
  await expect(row.getByRole('article', { name: closed.koName })).toBeVisible();
  await expect(row).toContainText('매수');
  await expect(row).toContainText('2계약');
  // Prices with thousands commas, as every other amount of the app.
  await expect(row).toContainText(formatAmount(closed.entryPrice));
  await expect(row).toContainText(formatAmount(closed.closePrice!));
  await expect(row).toContainText('직접청산');
  await expect(row.getByLabel('실현손익')).toHaveText(profitText(closed.realizedPnl!));

  // The day's profit is the server's sum for today, which holds this trade.
  const days = await apiGet<OverseaDailyProfit[]>(
    request,
    token,
    `daily_profit?siteInfoId=1&startDate=${today}&endDate=${today}`,
  );
  const day = days.find((entry) => entry.date === today)!;
  expect(day.trades).toBeGreaterThanOrEqual(1);
  const daily = page.getByRole('list', { name: '일별 실현손익' }).getByRole('listitem');
  await expect(daily).toHaveCount(1);
  await expect(daily).toContainText(today);
  await expect(daily).toContainText(`${day.trades}건`);
  await expect(daily).toContainText(profitText(day.profit));
  await expect(page.getByRole('region', { name: '기간 실현손익' })).toContainText(profitText(day.profit));
  await shootPhones(page, 'search-oversea');

  // The period stays in the address: a week back keeps today's trade in it after a reload.
  await page.getByRole('button', { name: '1주일' }).click();
  await expect(page).toHaveURL(/\?period=week$/);
  await page.reload();
  await expect(page.getByRole('button', { name: '1주일' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article', { name: closed.koName }).first()).toBeVisible();
});

test('the history shows 20 trades at a time and the next ones on 더보기', async ({ page, request }) => {
  const { token } = await apiLogin(request, PLAYER);
  const option = await openOption(request, token);
  test.setTimeout(120_000);
  // 42 orders, paced by the server's answers to its order rate (apiOrder).
  for (let count = 0; count < 21; count++) await closeOneTrade(request, token, option, 1);
  const today = seoulToday();
  const { totalElements } = await apiGet<{ totalElements: number }>(
    request,
    token,
    `history/list?siteInfoId=1&page=1&size=1&startDate=${today}&endDate=${today}`,
  );

  await signIn(page, PLAYER);
  await page.goto('/search/oversea');
  const rows = page.getByRole('list', { name: '청산 내역' }).getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: '더보기' }).click();
  await expect(rows).toHaveCount(Math.min(40, totalElements));
  if (totalElements <= 40) await expect(page.getByRole('button', { name: '더보기' })).toBeHidden();
});

test('a custom period with no trades says so; a period ending before it starts is refused', async ({
  page,
}) => {
  await signIn(page, PLAYER);
  await page.goto('/search/oversea');
  await page.getByRole('button', { name: '직접입력' }).click();

  await page.getByLabel('시작일').fill('2020-01-31');
  await page.getByLabel('종료일').fill('2020-01-01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('시작일은 종료일보다 늦을 수 없습니다.');
  await expect(page).toHaveURL(/\/search\/oversea$/);

  await page.getByLabel('시작일').fill('2020-01-01');
  await page.getByLabel('종료일').fill('2020-01-31');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page).toHaveURL(/\?period=custom&from=2020-01-01&to=2020-01-31$/);
  await expect(page.getByText('2020-01-01 ~ 2020-01-31')).toBeVisible();
  await expect(page.getByText('이 기간에 청산된 거래가 없습니다.')).toBeVisible();
  await expect(page.getByRole('region', { name: '기간 실현손익' })).toContainText('0건');
  await expect(page.getByRole('region', { name: '기간 실현손익' })).toContainText('0원');
  await shootPhones(page, 'search-oversea-empty');
});

test('a history that fails to load says why and loads on retry', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
  await signIn(page, PLAYER);
  // The network drops the history calls (the first ask and the client's two retries), then comes back.
  await page.route('**/api/oversea/history/list?*', (route) => route.abort());
  await page.goto('/search/oversea');
  const history = page.getByRole('region', { name: '청산 내역' });
  await expect(history.getByRole('alert')).toContainText('서버에 연결할 수 없습니다.');
  await page.unroute('**/api/oversea/history/list?*');
  await history.getByRole('button', { name: '다시 시도' }).click();
  await expect(history.getByRole('alert')).toBeHidden();
  await expect(
    history
      .getByRole('list', { name: '청산 내역' })
      .or(history.getByText('이 기간에 청산된 거래가 없습니다.')),
  ).toBeVisible();
});

test('English sites show the history in English', async ({ page }) => {
  const origin = siteUrl('site15.localhost');
  await signIn(page, PLAYER, origin);
  await page.goto(`${origin}/search/oversea`);
  await expect(page.getByRole('heading', { name: 'Overseas futures history' })).toBeVisible();
  await expect(page.getByRole('button', { name: '1 week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Realized profit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Closed trades' })).toBeVisible();
  await shootPhones(page, 'search-oversea-en');
});
