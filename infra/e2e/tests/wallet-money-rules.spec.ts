import { formatAmount, type FuturesOption, type FuturesPosition } from '@bx/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

import { apiLogin, reusedLogin } from '../support/api';
import { moneyOf, skipUnreadAlert } from '../support/dnw';
import { expectNoKorean } from '../support/english';
import { adminCall } from '../support/ops-console';
import { closeOneTrade, openOption } from '../support/oversea';
import { SCREENSHOTS, shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, failedRequest, test } from '../support/test';
import { myWallet } from '../support/wallet';
import { own } from '../support/players';

/**
 * The money rules of the wallet screens (issue 29): a payout account before a won withdrawal, the site's largest
 * single request, amounts in their own currency, coupons, and the trades of every area in /wallet/history.
 * ref1 has no payout account (the seed gives the other demo players one); no spec reads ref1's money or its
 * futures. demo3's coins move here as in wallet-coins.spec.ts, each test measuring from what it finds.
 */
const SHOTS = SCREENSHOTS;

async function openAs(page: Page, username: string, path: string, origin = ''): Promise<void> {
  await skipUnreadAlert(page, username, origin);
  await signIn(page, username, origin);
  await page.goto(`${origin}${path}`);
}

/** A call of site 1 as `token`'s player: the answer's status and body, refused or not. */
async function post(request: APIRequestContext, token: string, call: string, data: object) {
  const response = await request.post(`${siteUrl()}/api/${call}?siteInfoId=1`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  return {
    status: response.status(),
    body: (await response.json()) as { data: unknown; error?: { message: string } },
  };
}

test('a player without a payout account cannot ask for a won withdrawal, on the screen or from the server', async ({
  page,
  request,
}) => {
  const ref1 = await apiLogin(request, own.ref1);
  const money = await moneyOf(request, ref1.token);
  await openAs(page, own.ref1, '/dnw?tab=withdraw');
  await expect(page.getByRole('region', { name: '출금 계좌' })).toContainText(
    '등록된 출금 계좌가 없습니다. 고객센터로 문의해주세요.',
  );
  const form = page.getByRole('tabpanel', { name: '출금' });
  await expect(form.getByRole('alert')).toHaveText('출금 계좌가 등록되어 있어야 출금신청을 할 수 있습니다.');
  await expect(form.getByLabel('출금신청금액')).toBeDisabled();
  await expect(form.getByRole('button', { name: '+1만' })).toBeDisabled();
  await expect(form.getByRole('button', { name: '출금신청' })).toBeDisabled();
  await shootPhones(page, 'dnw-withdraw-no-account', { dir: SHOTS });

  // A client that skips the screen is refused by the server, and nothing is held.
  const refused = await post(request, ref1.token, 'dnw/apply', { type: 'W', point: '10000' });
  expect(refused.status).toBe(400);
  expect(refused.body.error?.message).toBe('등록된 출금 계좌가 없습니다. 고객센터로 문의해주세요.');
  expect(await moneyOf(request, ref1.token)).toBe(money);

  // The deposit tab is open to it as to anyone.
  await page.getByRole('tab', { name: '입금' }).click();
  await expect(page.getByRole('tabpanel', { name: '입금' }).getByLabel('입금신청금액')).toBeEnabled();
});

test("amounts stop at the site's largest single request: fifteen digits are refused as they are typed, and by the server", async ({
  page,
  request,
}) => {
  const demo3 = await reusedLogin(request, own.demo3);
  await openAs(page, own.demo3, '/dnw');
  // The site's settings have arrived: the largest request is stated beside the smallest.
  await expect(page.getByRole('region', { name: '입금 계좌' })).toContainText(
    '1회 최대 신청금액 100,000,000 원',
  );
  const form = page.getByRole('tabpanel', { name: '입금' });
  const amount = form.getByLabel('입금신청금액');
  await amount.pressSequentially('999999999999999');
  await expect(amount).toHaveValue('99,999,999');
  await expect(form.getByText('1회 최대 신청금액은 100,000,000원입니다.')).toBeVisible();
  await shootPhones(page, 'dnw-deposit-limit', { dir: SHOTS });

  const refused = await post(request, demo3.token, 'dnw/apply', { type: 'D', point: '99999999999999' });
  expect(refused.status).toBe(400);
  expect(refused.body.error?.message).toBe('1회 최대 금액은 100,000,000원입니다.');

  // A coin amount too: the site sends at most 2 BTC at once.
  const settings = page.waitForResponse((response) => response.url().includes('/api/site_info/dnw?'));
  await page.goto('/wallet/send/BTC');
  await settings;
  const send = page.getByRole('tabpanel', { name: '보내기' });
  const btc = send.getByLabel('보낼 수량 (BTC)');
  await btc.pressSequentially('3');
  await expect(btc).toHaveValue('');
  await expect(send.getByText('1회 최대 수량은 2 BTC입니다.')).toBeVisible();
});

test('a 1 USDT send shows in /search/dnw as 1 USDT, not as won', async ({ page, request }) => {
  const demo3 = await reusedLogin(request, own.demo3);
  const sent = await post(request, demo3.token, 'dnw/transfer', {
    walletType: 'USDT',
    point: '1',
    username: own.demo2,
  });
  expect(sent.status).toBe(200);
  await openAs(page, own.demo3, '/search/dnw');
  const first = page.getByRole('list', { name: '입출금내역' }).getByRole('listitem').first();
  await expect(first.getByRole('article', { name: '코인 보내기 1 USDT' })).toBeVisible();
  await expect(first).not.toContainText('원');
  await shootPhones(page, 'search-dnw-usdt', { dir: SHOTS });
});

test('a coupon redeemed on /wallet/asset pays into its wallet at once; another wallet is refused, naming the right one', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  // The wallet another's and the second use, refused by the server on purpose.
  expectConsoleErrors(
    failedRequest(400, '/api/coupon/use?siteInfoId=1'),
    failedRequest(409, '/api/coupon/use?siteInfoId=1'),
  );
  const promoCode = `E2E${Date.now()}`;
  await adminCall(request, 'admin/coupon', {
    promoCode,
    walletType: 'USDT',
    point: '10',
    maxUses: 5,
    expiresAt: Date.now() + 3_600_000,
  });
  const demo3 = await reusedLogin(request, own.demo3);
  const before = await myWallet(request, demo3.token);
  await openAs(page, own.demo3, '/wallet/asset');
  const coupon = page.getByRole('region', { name: '쿠폰 등록' });
  await coupon.getByRole('button', { name: '쿠폰 등록' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('쿠폰 코드를 입력해주세요.');

  await coupon.getByLabel('쿠폰 코드').fill(promoCode.toLowerCase());
  await coupon.getByLabel('받을 지갑').selectOption({ label: '원화' });
  await coupon.getByRole('button', { name: '쿠폰 등록' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('이 쿠폰은 USDT 지갑으로만 받을 수 있습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();

  await coupon.getByLabel('받을 지갑').selectOption({ label: '테더' });
  await shootPhones(page, 'wallet-asset-coupon', {
    dir: SHOTS,
    check: () => coupon.scrollIntoViewIfNeeded(),
  });
  await coupon.getByRole('button', { name: '쿠폰 등록' }).click();
  await expect(dialog).toContainText('쿠폰이 등록되었습니다. 테더에 10 USDT가 지급되었습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(coupon.getByLabel('쿠폰 코드')).toHaveValue('');

  // The balance on the screen moves without a reload.
  const credited = formatAmount(String(Number(before.wallet.USDT.point) + 10));
  const tether = page.getByRole('list', { name: '지갑별 자산' }).getByRole('listitem', { name: '테더' });
  await expect(tether.getByTestId('asset-balance')).toHaveText(`${credited} USDT`);

  // Once per player.
  await coupon.getByLabel('쿠폰 코드').fill(promoCode);
  await coupon.getByRole('button', { name: '쿠폰 등록' }).click();
  await expect(dialog).toContainText('이미 사용한 쿠폰입니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
});

/** ref1 buys 0.001 BTC at market and sells it back: two filled futures orders, the second with its profit. */
async function roundTripFutures(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const options = await request.get(
    `${siteUrl()}/api/futures/option/list?siteInfoId=1&resultType=LIST&isPlay=1`,
  );
  const btc = ((await options.json()) as { data: FuturesOption[] }).data.find(
    (option) => option.stock === 'BTCUSDTPERP',
  )!;
  const order = (body: object) =>
    request.post(`${siteUrl()}/api/futures/order?siteInfoId=1`, { headers, data: body });
  expect(
    (await order({ futuresOptionId: btc.id, marketType: 'MARKET', tradeType: 'B', qty: '0.001' })).ok(),
  ).toBe(true);
  const positions = await request.get(
    `${siteUrl()}/api/futures/history/open_position?siteInfoId=1&futuresOptionId=${btc.id}`,
    { headers },
  );
  const [position] = ((await positions.json()) as { data: FuturesPosition[] }).data;
  const closed = await order({
    futuresOptionId: btc.id,
    marketType: 'MARKET',
    tradeType: 'S',
    futuresPositionId: position!.id,
  });
  expect(closed.ok()).toBe(true);
}

test('/wallet/history lists futures orders and closed overseas trades beside binary bets, one tab per area', async ({
  page,
  request,
}) => {
  const ref1 = await apiLogin(request, own.ref1);
  await roundTripFutures(request, ref1.token);
  const trade = await closeOneTrade(request, ref1.token, await openOption(request, ref1.token), 1);

  await openAs(page, own.ref1, '/wallet/history');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['바이너리', '선물', '해외선물']);
  await expect(page.getByRole('tab', { name: '바이너리' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: '선물', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\/history\?area=futures$/);
  const futures = page.getByRole('tabpanel', { name: '선물', exact: true }).getByRole('listitem');
  // Newest first: the sell that closed the long, filled, with what it realized; then the buy.
  await expect(futures.first().getByRole('article', { name: 'BTCUSDT 매도 0.001' })).toBeVisible();
  await expect(futures.first().getByTestId('order-status')).toHaveText('체결');
  await expect(futures.first()).toContainText(/[+-]?[\d,]+\.\d{2} USDT|0 USDT/);
  await expect(futures.nth(1).getByRole('article', { name: 'BTCUSDT 매수 0.001' })).toBeVisible();
  await shootPhones(page, 'wallet-history-futures', { dir: SHOTS });

  await page.getByRole('tab', { name: '해외선물' }).click();
  await expect(page).toHaveURL(/\/wallet\/history\?area=oversea$/);
  const oversea = page.getByRole('tabpanel', { name: '해외선물' }).getByRole('listitem').first();
  await expect(oversea.getByRole('article', { name: trade.koName })).toBeVisible();
  await expect(oversea).toContainText(formatAmount(trade.entryPrice));
  await expect(oversea).toContainText('직접청산');
  await shootPhones(page, 'wallet-history-oversea', { dir: SHOTS });

  // The tab is kept in the address: a reload stays on it.
  await page.reload();
  await expect(page.getByRole('tab', { name: '해외선물' })).toHaveAttribute('aria-selected', 'true');
});

test('English sites show the coupon form and the history tabs in English', async ({ page }) => {
  const origin = siteUrl('site15.localhost');
  await openAs(page, own.demo3, '/wallet/asset', origin);
  await expect(page.getByRole('region', { name: 'Redeem a coupon' })).toBeVisible();
  await expect(page.getByTestId('asset-rate-basis')).toHaveText(/^In KRW at 1 USDT = KRW [\d,.]+/);
  await expectNoKorean(page.locator('main'));
  await shootPhones(page, 'wallet-asset-en', { dir: SHOTS, fullPage: true });

  await page.goto(`${origin}/wallet/history`);
  await expect(page.getByRole('tab')).toHaveText(['Binary', 'Futures', 'Overseas futures']);
  await expectNoKorean(page.locator('main'));
});
