import type { CopyFollow, CopyTrader, FuturesOrder, FuturesPosition } from '@bx/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

import { apiCaller, apiLogin, readAllMessages } from '../support/api';
import { SCREENSHOTS, shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

/** Screenshots of the screens this spec covers, for a person to look at. */
const SHOTS = SCREENSHOTS;

/** One account's futures and copy trading calls on site 1, as the screens make them. */
async function accountApi(request: APIRequestContext, username: string) {
  const call = apiCaller(request, (await apiLogin(request, username)).token);
  return {
    call,
    /** No follow, no resting order, no open position: as the account started. */
    async settle(): Promise<void> {
      if ((await call<CopyFollow | null>('copytrade/follower')) !== null)
        await call('copytrade/follower/unfollow', {});
      await call('futures/order/cancel_all', {});
      for (const position of await call<FuturesPosition[]>('futures/history/open_position')) {
        await call<FuturesOrder>('futures/order', {
          futuresOptionId: position.futuresOptionId,
          marketType: 'MARKET',
          tradeType: position.side === 'LONG' ? 'S' : 'B',
          futuresPositionId: position.id,
        });
      }
    },
  };
}

/** The order form's fields and figures. */
const form = (page: Page) => page.getByRole('form', { name: '주문' });

async function openBtc(page: Page) {
  await page.goto('/future/BTCUSDT');
  await expect(page.getByRole('heading', { level: 2, name: /^BTCUSDT/ })).toBeVisible();
  await expect(page.getByTestId('futures-last-price')).toHaveText(/^[\d,]+\.\d+$/);
}

/** A market order of `qty` BTC from the form, told by its fill. */
async function marketOrder(page: Page, side: '매수 / 롱' | '매도 / 숏', qty: string) {
  await form(page).getByRole('button', { name: '시장가', exact: true }).click();
  const unit = form(page).getByRole('radiogroup', { name: '수량 단위' });
  await unit.getByRole('radio', { name: 'BTC' }).click();
  await form(page).getByLabel('수량 (BTC)').fill(qty);
  await form(page).getByRole('button', { name: side }).click();
}

test('the futures screen follows the server: pushed mark price, costs per side, a cut reduce-only order, TP/SL and leverage feedback, margin-type toast', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(240_000);
  const demo2 = await accountApi(request, own.demo2);
  await demo2.settle();
  await readAllMessages(request, own.demo2);
  await demo2.call('futures/order/margin_type', { futuresOptionId: 1, marginType: 'CROSS' });
  await demo2.call('futures/order/leverage', { futuresOptionId: 1, leverage: 20 });
  const optionAsks: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().includes('/api/futures/option?')) optionAsks.push(asked.url());
  });
  await signIn(page, own.demo2);
  await openBtc(page);

  // 29.5: the price field keeps the tick's decimal on every load ("63,749.0", never "63,749").
  await expect(form(page).getByLabel('가격 (USDT)')).toHaveValue(/^[\d,]+\.\d$/);

  // 30.7: the mark price moves with the pushes; the terms are asked for once, not every 5 s.
  const mark = page.getByTestId('futures-mark-price');
  const firstMark = await mark.textContent();
  await expect.poll(() => mark.textContent(), { timeout: 30_000 }).not.toBe(firstMark);
  expect(optionAsks).toHaveLength(1);

  // 30.2: each side's cost as the server holds it; at the market price a short's margin is priced at
  // last x 1.0015, so it costs more than the long.
  await form(page).getByRole('radiogroup', { name: '수량 단위' }).getByRole('radio', { name: 'BTC' }).click();
  await form(page).getByLabel('수량 (BTC)').fill('0.01');
  const cost = async (side: 'B' | 'S') =>
    Number(((await page.getByTestId(`futures-cost-${side}`).textContent()) ?? '').replace(/[^\d.]/g, ''));
  await expect(page.getByTestId('futures-cost-B')).toHaveText(/^[\d,]+\.\d{2} USDT$/);
  await expect.poll(async () => (await cost('S')) > (await cost('B'))).toBe(true);
  await page.getByTestId('futures-cost-B').scrollIntoViewIfNeeded();
  await shootPhones(page, 'futures-form', { dir: SHOTS });

  // 29.6: the leverage sheet closes on an unchanged 확인, and warns above 50x.
  const leverage = page.getByTestId('futures-leverage');
  await leverage.click();
  const sheet = page.getByRole('dialog', { name: '레버리지 조정' });
  await sheet.getByRole('button', { name: '확인' }).click();
  await expect(sheet).toBeHidden();
  await leverage.click();
  await sheet.getByRole('slider', { name: '레버리지' }).fill('125');
  await expect(sheet.getByTestId('futures-leverage-risk')).toHaveText(
    /^125배에서는 가격이 0\.8%만 불리하게 움직여도 증거금을 모두 잃습니다/,
  );
  await shootPhones(page, 'futures-leverage-risk', { dir: SHOTS });
  await sheet.getByRole('slider', { name: '레버리지' }).fill('20');
  await expect(sheet.getByTestId('futures-leverage-risk')).toHaveCount(0);
  await sheet.getByRole('button', { name: '닫기' }).click();

  // 29.6: a margin-type change is toasted as one, not as a leverage change.
  const marginType = page.getByRole('radiogroup', { name: '마진 모드' });
  await marginType.getByRole('radio', { name: '격리' }).click();
  await expect(page.getByText('마진 모드 변경 · BTCUSDT 격리')).toBeVisible();
  await marginType.getByRole('radio', { name: '교차' }).click();
  await expect(page.getByText('마진 모드 변경 · BTCUSDT 교차')).toBeVisible();

  // A cross long: the wallet carries it down to 0, said in words, not "-" (29.5).
  await marketOrder(page, '매수 / 롱', '0.002');
  await expect(page.getByText(/^주문 체결완료 · BTCUSDT 롱 0\.002$/)).toBeVisible();
  const position = page.getByTestId('futures-position');
  await expect(position).toHaveCount(1);
  await expect(position.getByTestId('futures-position-liq')).toHaveText('해당 없음');

  // 29.6: a take-profit the price has passed is refused saying why; 확인 tapped twice sends once.
  const tpslCalls: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().includes('/api/futures/order/tpsl')) tpslCalls.push(asked.method());
  });
  expectConsoleErrors(failedRequest(400, '/api/futures/order/tpsl?siteInfoId=1'));
  await position.getByRole('button', { name: '익절/손절' }).click();
  const tpsl = page.getByRole('dialog', { name: '익절 / 손절 설정' });
  await tpsl.getByRole('textbox', { name: '익절가' }).fill('1000');
  await tpsl.getByRole('button', { name: '확인' }).dblclick();
  await expect(tpsl.getByRole('alert')).toHaveText(/^익절가가 이미 지난 가격입니다/);
  expect(tpslCalls).toHaveLength(1);
  await shootPhones(page, 'futures-tpsl-refused', { dir: SHOTS });
  // Empty (or 0) on both sides clears them, and the toast says so.
  await tpsl.getByRole('textbox', { name: '익절가' }).fill('0');
  await tpsl.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('익절/손절이 해제되었습니다.')).toBeVisible();

  // 30.5: a reduce-only sell larger than the long is cut to its size, and the screen says so; its fill is the
  // long's close, not a short.
  await form(page).getByLabel('포지션 감소만').check();
  await marketOrder(page, '매도 / 숏', '0.005');
  await expect(
    page.getByText('포지션 감소 주문이 보유 수량에 맞춰 0.005 BTC에서 0.002 BTC로 줄었습니다.'),
  ).toBeVisible();
  await expect(page.getByText(/^주문 체결완료 · BTCUSDT 롱 종료 0\.002$/)).toBeVisible();
  await expect(position).toHaveCount(0);
  await form(page).getByLabel('포지션 감소만').uncheck();

  // A cross short always has a liquidation price, shown.
  await marketOrder(page, '매도 / 숏', '0.002');
  await expect(position).toHaveCount(1);
  await expect(position.getByTestId('futures-position-liq')).toHaveText(/^[\d,]+\.\d+$/);
  await expect(position.getByTestId('futures-position-entry')).toHaveText(/^[\d,]+\.\d+$/);
  // The position in view once the toasts (2 s) are gone.
  await expect(page.getByText(/^주문 체결완료 · /)).toHaveCount(0);
  await position.scrollIntoViewIfNeeded();
  await shootPhones(page, 'futures-short', { dir: SHOTS });
  await demo2.settle();
});

test('a trader is not offered TP/SL, and a follower sees copied pairs as reduce-only before ordering', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const trader = await accountApi(request, own.trader1);
  const follower = await accountApi(request, own.demo2);
  await Promise.all([trader.settle(), follower.settle()]);
  // Nothing unread, or the host's unread alert covers the screens.
  await Promise.all([readAllMessages(request, own.trader1), readAllMessages(request, own.demo2)]);

  // The trader: no TP/SL in the form, none on the position.
  await signIn(page, own.trader1);
  await openBtc(page);
  await expect(form(page).getByLabel('익절 / 손절')).toHaveCount(0);
  await marketOrder(page, '매수 / 롱', '0.001');
  const position = page.getByTestId('futures-position');
  await expect(position).toHaveCount(1);
  await expect(position.getByRole('button', { name: '익절/손절' })).toHaveCount(0);
  await expect(page.getByText(/^주문 체결완료 · /)).toHaveCount(0);
  await position.scrollIntoViewIfNeeded();
  await shootPhones(page, 'futures-trader', { dir: SHOTS });
  await trader.settle();

  // The follower copies BTCUSDT: its form is reduce-only, ticked and locked with a note; ETHUSDT is not.
  const profile = await trader.call<CopyTrader>('copytrade/trader');
  await follower.call('copytrade/follower/follow', {
    traderId: profile.id,
    followStock: ['BTCUSDT'],
    multiplyPer: 10,
    maxBet: '100',
    oneMaxBet: '50',
  });
  await readAllMessages(request, own.demo2);
  const context = await browser.newContext();
  const followerPage = await context.newPage();
  try {
    await signIn(followerPage, own.demo2);
    await openBtc(followerPage);
    const reduceOnly = form(followerPage).getByLabel('포지션 감소만');
    await expect(reduceOnly).toBeChecked();
    await expect(reduceOnly).toBeDisabled();
    await expect(followerPage.getByTestId('futures-copy-note')).toHaveText(
      '카피 중인 종목이라 포지션 감소 주문만 가능합니다. 카피를 멈추면 새로 열 수 있습니다.',
    );
    // The note sits over the costs: those in view bring it clear of the fixed footer.
    await followerPage.getByTestId('futures-cost-B').scrollIntoViewIfNeeded();
    await shootPhones(followerPage, 'futures-copied-pair', { dir: SHOTS });
    await followerPage.goto('/future/ETHUSDT');
    await expect(followerPage.getByRole('heading', { level: 2, name: /^ETHUSDT/ })).toBeVisible();
    await expect(form(followerPage).getByLabel('포지션 감소만')).toBeEnabled();
    await expect(followerPage.getByTestId('futures-copy-note')).toHaveCount(0);
  } finally {
    await context.close();
    await follower.settle();
  }
});
