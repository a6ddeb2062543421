import type { OverseaPosition } from '@bx/contracts';
import type { APIRequestContext } from '@playwright/test';

import { apiCaller, apiLogin, readAllMessages } from '../support/api';
import { SCREENSHOTS, shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { watchSubscriptions } from '../support/subscriptions';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

/** Screenshots of the screens this spec covers, for a person to look at. */
const SHOTS = SCREENSHOTS;

/** Closes every overseas position the account holds (GET open_position, a market order against each). */
async function closeAll(request: APIRequestContext, username: string): Promise<void> {
  const call = apiCaller(request, (await apiLogin(request, username)).token);
  for (const position of await call<OverseaPosition[]>('oversea/open_position')) {
    await call('oversea/order', {
      overseaOptionId: position.overseaOptionId,
      marketType: 'MARKET',
      tradeType: position.side === 'LONG' ? 'S' : 'B',
      overseaPositionId: position.id,
    });
  }
}

test('/oversea: an unknown option says so with a way out; the account bar and the position agree; ticks refuse a non-digit; overnight asks first', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(150_000);
  await closeAll(request, own.ref1);
  await readAllMessages(request, own.ref1);
  await signIn(page, own.ref1);

  // 29.6: /oversea/999 is not a retry away from anything: it says the option is not there and offers a way out.
  expectConsoleErrors(failedRequest(404, '/api/oversea/option?overseaOptionId=999&siteInfoId=1'));
  await page.goto('/oversea/999');
  const notFound = page.getByRole('alert').filter({ hasText: '찾을 수 없는 종목입니다.' });
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await shootPhones(page, 'oversea-not-found', { dir: SHOTS });
  await notFound.getByRole('link', { name: '거래 가능한 종목으로' }).click();
  await expect(page).toHaveURL(/\/oversea$/);
  await expect(page.getByRole('heading', { name: '보유 포지션' })).toBeVisible();

  // NQ trades around the clock on the e2e server: one contract, ordered once the page listens for its fill (the
  // toast comes with the pushed event, 1.5 s).
  const subscriptions = watchSubscriptions(page);
  await page.goto('/oversea/8');
  await expect.poll(() => subscriptions).toContain('/user/queue/oversea');
  await page.getByRole('radio', { name: '1계약' }).click();
  await page.getByRole('button', { name: '1계약 매수' }).click();
  await expect(page.getByText(/^주문 체결완료 · NQ 매수 1계약$/)).toBeVisible();
  const position = page.getByTestId('oversea-position');
  await expect(position).toHaveCount(1);

  // 29.5: the bar's 평가손익 and the position's profit are one figure, read at the same moment, tick after tick.
  const both = () =>
    page.evaluate(() =>
      ['oversea-pnl', 'oversea-position-pnl'].map(
        (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
      ),
    );
  // Read as the price moves, until the profit took three values: the two never differ.
  const seen = new Set<string>();
  const disagreements: string[][] = [];
  await expect
    .poll(
      async () => {
        const [bar, row] = await both();
        if (bar !== row) disagreements.push([bar!, row!]);
        seen.add(row!);
        return seen.size;
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(3);
  expect(disagreements).toEqual([]);

  // 29.7: the tick fields take digits only; "5.5" or "1e5" leaves the value as it was (spec section 5).
  const tp = position.getByLabel('익절 틱');
  await tp.fill('7');
  await tp.fill('5.5');
  await expect(tp).toHaveValue('7');
  await tp.fill('1e5');
  await expect(tp).toHaveValue('7');

  // 29.6: ticking 오버나잇 asks first, naming the margin it moves; declined, nothing changes.
  await position.getByLabel('오버나잇').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('오버나잇을 설정하면 증거금 3,312,000원이 추가로 묶입니다');
  await shootPhones(page, 'oversea-overnight-confirm', { dir: SHOTS });
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(position.getByLabel('오버나잇')).not.toBeChecked();
  await shootPhones(page, 'oversea-position-exact', { dir: SHOTS });

  // The player's own close is told as a close.
  await position.getByRole('button', { name: '청산', exact: true }).click();
  await expect(page.getByText(/^청산 · NQ 매수 1계약$/)).toBeVisible();
  await expect(position).toHaveCount(0);
});
