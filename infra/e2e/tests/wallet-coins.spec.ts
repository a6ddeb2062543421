import { formatAmount, type ConvertQuote } from '@bx/contracts';
import type { Locator, Page } from '@playwright/test';

import { reusedLogin } from '../support/api';
import { skipUnreadAlert } from '../support/dnw';
import { expectNoKorean } from '../support/english';
import { shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { addDecimal, cancelWaiting, chainDeposit, coinAddress, myWallet } from '../support/wallet';
import { own } from '../support/players';

/**
 * demo3 moves coins here. The other spec that signs it in, dnw.spec.ts, works on its KRW money only, measured
 * from what it finds when each test starts (and unread-alert.spec.ts reads its messages); no spec reads its coin
 * wallets, and specs run one at a time (workers: 1), so nothing else moves them meanwhile. demo2 receives the BTC
 * sent; no spec reads demo2's BTC.
 */
const PLAYER = own.demo3;

/** Where this spec's pictures go, for a person to look at. */
const SHOTS = new URL('../../../test-results/wallet/', import.meta.url).pathname;

const SCALES = { MONEY: 0, USDT: 6, BTC: 8 } as const;

/** A balance as the server would write it: no trailing zeros. */
const normal = (value: string, scale: number) => addDecimal(value, '0', scale);

async function openAs(page: Page, path: string, origin = ''): Promise<void> {
  await skipUnreadAlert(page, PLAYER, origin);
  await signIn(page, PLAYER, origin);
  await page.goto(`${origin}${path}`);
}

/** Every quote the page is given, by id, from the moment this is called. */
function recordQuotes(page: Page): Map<string, ConvertQuote> {
  const quotes = new Map<string, ConvertQuote>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/dnw/exchange_rate') || !response.ok()) return;
    const quote = ((await response.json()) as { data: ConvertQuote }).data;
    quotes.set(quote.quoteId, quote);
  });
  return quotes;
}

/**
 * Taps `button` while the quote on screen is fresh (eight seconds or more to go, so no renewal can come between),
 * and answers that quote: the newest the page was given, whose amount the screen shows.
 */
async function bookAtQuote(
  page: Page,
  quotes: Map<string, ConvertQuote>,
  button: Locator,
  scope: Locator = page.getByRole('main'),
): Promise<ConvertQuote> {
  await expect(scope.getByTestId('quote-countdown')).toHaveText(/^(10|9|8)초 /, { timeout: 15_000 });
  const newest = [...quotes.values()].at(-1);
  if (newest === undefined) throw new Error('no quote was given to the page');
  await expect(scope.getByTestId('quote-receive')).toContainText(formatAmount(newest.receive));
  await button.click();
  return newest;
}

/** The alert after a call: its words, then closed. */
async function acknowledge(page: Page, words: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(words);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The screen at both phone sizes from the top and, where it is longer than the phone, scrolled to its end. */
async function shoot(page: Page, name: string, { bottom = false } = {}): Promise<void> {
  await shootPhones(page, name, { dir: SHOTS, check: () => page.evaluate(() => window.scrollTo(0, 0)) });
  if (!bottom) return;
  await shootPhones(page, `${name}-bottom`, {
    dir: SHOTS,
    check: () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('/wallet/asset lists the money, the trading wallets and the site coins with their won values under their total', async ({
  page,
  request,
}) => {
  const player = await reusedLogin(request, PLAYER);
  const wallets = await myWallet(request, player.token);
  await openAs(page, '/wallet/asset');
  await expect(page.getByRole('heading', { name: '자산현황', exact: true })).toBeAttached();

  const list = page.getByRole('list', { name: '지갑별 자산' });
  // Site 1 offers futures and binary, and six coins.
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(list.getByRole('listitem', { name: '원화' })).toContainText(
    `${formatAmount(wallets.money, 0)} 원`,
  );
  await expect(list.getByRole('listitem', { name: '비트코인' })).toContainText(
    `${formatAmount(wallets.wallet.BTC.point)} BTC`,
  );
  await expect(list.getByRole('listitem', { name: '선물 지갑' })).toContainText('USDT');
  // DOGE is priced by DOGEUSDT (which the futures area trades) times USDT/KRW, and counts in the total; EOS has
  // no pair: "-" on its row, and the total says it leaves it out. The rate the won values rest on is stated.
  const doge = list.getByRole('listitem', { name: '도지코인' });
  await expect(doge.getByTestId('asset-krw')).toHaveText(/^원화 환산 [\d,]+ 원$/);
  await expect(doge.getByTestId('asset-unit-rate')).toHaveText(/^1 DOGE = [\d,.]+ 원$/);
  await expect(list.getByRole('listitem', { name: '이오스' }).getByTestId('asset-krw')).toHaveText('-');
  await expect(page.getByTestId('asset-unpriced')).toHaveText(
    '시세가 없는 이오스 지갑은 합계에서 제외했습니다.',
  );
  await expect(page.getByTestId('asset-rate-basis')).toHaveText(
    /^원화 환산: 1 USDT = [\d,.]+원 \(USDT\/KRW\), 코인은 USDT 마켓 시세 × USDT\/KRW$/,
  );
  await expect(list.getByRole('listitem', { name: '비트코인' }).getByTestId('asset-unit-rate')).toHaveText(
    /^1 BTC = [\d,.]+ 원$/,
  );

  // The total is the sum of the won values shown, and at least the money.
  const total = page.getByTestId('asset-total');
  await expect(total).toHaveText(/^[\d,]+ 원$/);
  await expect(list.getByRole('listitem', { name: '비트코인' }).getByTestId('asset-krw')).toHaveText(
    /^원화 환산 [\d,]+ 원$/,
  );
  const shown = await page.evaluate(() => ({
    total: document.querySelector('[data-testid="asset-total"]')?.textContent ?? '',
    values: Array.from(document.querySelectorAll('[data-testid="asset-krw"]')).map(
      (cell) => cell.textContent ?? '',
    ),
  }));
  const digits = (text: string) => BigInt(text.replace(/\D/g, '') || '0');
  const sum = shown.values.filter((value) => value !== '-').reduce((acc, value) => acc + digits(value), 0n);
  expect(digits(shown.total)).toBe(sum);
  expect(sum >= BigInt(wallets.money)).toBe(true);
  await shoot(page, 'asset', { bottom: true });

  // A coin's row opens its coin page.
  await list.getByRole('link', { name: /비트코인/ }).click();
  await expect(page).toHaveURL(/\/wallet\/deposit\/BTC$/);
});

test('converting 100 USDT into BTC books exactly the quote on screen, and the quote renews as it expires', async ({
  page,
  request,
}) => {
  const player = await reusedLogin(request, PLAYER);
  const before = await myWallet(request, player.token);
  const quotes = recordQuotes(page);
  await openAs(page, '/wallet/convert/USDT_BTC');
  await expect(page.getByRole('button', { name: '보내는 지갑: USDT 테더, 변경' })).toBeVisible();
  await expect(page.getByRole('button', { name: '받는 지갑: BTC 비트코인, 변경' })).toBeVisible();

  const amount = page.getByLabel('전환 수량 (USDT)');
  await expect(amount).toHaveAttribute('inputmode', 'decimal');
  await amount.fill('100');
  await expect(page.getByTestId('quote-receive')).toHaveText(/^[\d,.]+ BTC$/);
  // The server's 18 decimals cut to a few significant digits, no more than BTC's eight.
  await expect(page.getByTestId('quote-rate')).toHaveText(/^1 USDT = 0\.0*[1-9]\d{0,3} BTC$/);
  await expect(page.getByTestId('quote-rate')).toHaveText(/^1 USDT = 0\.\d{1,8} BTC$/);
  await expect(page.getByTestId('quote-countdown')).toHaveText(/^\d+초 후 시세 갱신$/);
  await shoot(page, 'convert');

  // More than the wallet holds: the panel says so, and previews nothing.
  const panel = page.getByRole('region', { name: '예상 체결' });
  await amount.fill(addDecimal(before.wallet.USDT.point, '1', SCALES.USDT));
  await expect(panel.getByRole('alert')).toHaveText('보유수량을 초과합니다.');
  await expect(panel.getByTestId('quote-receive')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '전환', exact: true })).toBeDisabled();
  await shoot(page, 'convert-over');
  await amount.fill('100');
  await expect(page.getByTestId('quote-receive')).toHaveText(/^[\d,.]+ BTC$/);

  // Ten seconds on, the page has asked for a new quote by itself.
  const first = quotes.size;
  await expect.poll(() => quotes.size, { timeout: 15_000 }).toBeGreaterThan(first);

  const booked = await bookAtQuote(page, quotes, page.getByRole('button', { name: '전환', exact: true }));
  await acknowledge(page, `100 USDT를 전환하여 ${formatAmount(booked.receive)} BTC를 받았습니다.`);
  const after = await myWallet(request, player.token);
  expect(normal(after.wallet.USDT.point, SCALES.USDT)).toBe(
    addDecimal(before.wallet.USDT.point, '-100', SCALES.USDT),
  );
  expect(normal(after.wallet.BTC.point, SCALES.BTC)).toBe(
    addDecimal(before.wallet.BTC.point, booked.receive, SCALES.BTC),
  );
  await expect(page.getByTestId('wallet-balance')).toHaveText(
    `${formatAmount(after.wallet.USDT.point)} USDT`,
  );
  await expect(amount).toHaveValue('');

  // The swap and the pickers keep the pair in the address.
  await page.getByRole('button', { name: '보내는 지갑과 받는 지갑 바꾸기' }).click();
  await expect(page).toHaveURL(/\/wallet\/convert\/BTC_USDT$/);
  await page.getByRole('button', { name: '보내는 지갑: BTC 비트코인, 변경' }).click();
  const sheet = page.getByRole('dialog', { name: '코인 선택' });
  await sheet.getByRole('button', { name: /이더리움/ }).click();
  await expect(page).toHaveURL(/\/wallet\/convert\/ETH_USDT$/);
  await expect(sheet).toHaveCount(0);
});

test('demo3 sends 0.001 BTC to demo2 from /wallet/send/BTC; both wallets move by exactly that', async ({
  page,
  request,
}) => {
  const three = await reusedLogin(request, PLAYER);
  const two = await reusedLogin(request, own.demo2);
  const [before3, before2] = [await myWallet(request, three.token), await myWallet(request, two.token)];
  await openAs(page, '/wallet/send/BTC');
  await expect(page.getByRole('tab', { name: '보내기' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: '보내기' });

  // Nothing typed: refused on the screen.
  await panel.getByRole('button', { name: '보내기' }).click();
  await expect(panel.getByRole('alert')).toHaveText('받는 회원 아이디를 입력해주세요.');

  await panel.getByLabel('받는 회원 아이디').fill(own.demo2);
  await panel.getByLabel('보낼 수량 (BTC)').fill('0.001');
  await shoot(page, 'coin-send');
  await panel.getByRole('button', { name: '보내기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${own.demo2} 님에게 0.001 BTC를 보내시겠습니까?`);
  await dialog.getByRole('button', { name: '확인' }).click();
  await acknowledge(page, `${own.demo2} 님에게 0.001 BTC를 보냈습니다.`);

  const expected3 = addDecimal(before3.wallet.BTC.point, '-0.001', SCALES.BTC);
  await expect(page.getByTestId('coin-balance')).toHaveText(`${formatAmount(expected3)} BTC`);
  const [after3, after2] = [await myWallet(request, three.token), await myWallet(request, two.token)];
  expect(normal(after3.wallet.BTC.point, SCALES.BTC)).toBe(expected3);
  expect(normal(after2.wallet.BTC.point, SCALES.BTC)).toBe(
    addDecimal(before2.wallet.BTC.point, '0.001', SCALES.BTC),
  );
});

test('the deposit tab shows my USDT address, its network and its QR code; a chain deposit to it shows in the balance at once', async ({
  page,
  request,
}) => {
  const player = await reusedLogin(request, PLAYER);
  const address = await coinAddress(request, player.token, 'USDT');
  const before = await myWallet(request, player.token);
  await openAs(page, '/wallet/deposit/USDT');
  await expect(page.getByRole('tab', { name: '입금' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('deposit-address')).toHaveText(address.address);
  await expect(page.getByTestId('deposit-network')).toHaveText(address.network);
  const qr = page.getByRole('img', { name: 'USDT 입금 주소 QR 코드' });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(160);
  await expect(page.getByRole('button', { name: '입금 주소 복사' })).toBeVisible();
  await shoot(page, 'coin-deposit');

  // The local chain reports 5 USDT arriving: the balance moves over the socket, without a reload.
  await chainDeposit(request, {
    coinName: 'USDT',
    address: address.address,
    amount: '5',
    txId: `e2e-${Date.now()}`,
  });
  const credited = addDecimal(before.wallet.USDT.point, '5', SCALES.USDT);
  await expect(page.getByTestId('coin-balance')).toHaveText(`${formatAmount(credited)} USDT`);

  // A tab is the address; a coin the site takes no deposits of says so.
  await page.getByRole('tab', { name: '출금' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw\/USDT$/);
  await page.goto('/wallet/deposit/XRP');
  await expect(page.getByRole('status').filter({ hasText: 'XRP' })).toHaveText(
    '이 사이트에서는 XRP 입금을 지원하지 않습니다.',
  );
});

test('a coin deposited with a destination tag shows the tag first, with the warning that a deposit without it is lost', async ({
  page,
}) => {
  // Site 1 takes no XRP deposits, so the site's list and the address are stood in for: this is about the screen.
  await page.route('**/site.json', async (route) => {
    const boot = (await (await route.fetch()).json()) as { siteInfo: { depositCoins: string } };
    boot.siteInfo.depositCoins += ',XRP';
    await route.fulfill({ json: boot });
  });
  await page.route('**/api/wallet/generate?*', (route) =>
    route.fulfill({
      json: {
        status: 200,
        data: {
          coinName: 'XRP',
          network: 'XRP Ledger',
          address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
          tag: '104857',
          expiresAt: null,
          withdrawAddress: null,
        },
      },
    }),
  );
  await openAs(page, '/wallet/deposit/XRP');
  const tag = page.getByTestId('deposit-tag');
  await expect(tag).toContainText('데스티네이션 태그');
  await expect(tag).toContainText('104857');
  await expect(tag.getByRole('note')).toHaveText(
    '입금할 때 데스티네이션 태그를 반드시 함께 입력하세요. 데스티네이션 태그 없이 보낸 입금은 찾을 수 없습니다.',
  );
  await expect(page.getByTestId('deposit-address')).toHaveText('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');
  await shoot(page, 'coin-deposit-tag', { bottom: true });
});

test('a USDT withdrawal to an address waits for the operator with its amount held, and its cancel gives it back', async ({
  page,
  request,
}) => {
  const player = await reusedLogin(request, PLAYER);
  await cancelWaiting(request, player.token);
  const before = await myWallet(request, player.token);
  await openAs(page, '/wallet/withdraw/USDT');
  const panel = page.getByRole('tabpanel', { name: '출금' });
  await panel.getByLabel('출금 주소').fill('TXe2eWithdrawAddress11111111111111');
  await panel.getByLabel('출금 수량 (USDT)').fill('10');
  await shoot(page, 'coin-withdraw');
  await panel.getByRole('button', { name: '출금신청' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('10 USDT 출금을 신청하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await acknowledge(page, '운영자 확인 후 처리되며');

  const held = addDecimal(before.wallet.USDT.point, '-10', SCALES.USDT);
  await expect(page.getByTestId('coin-balance')).toHaveText(`${formatAmount(held)} USDT`);
  const waiting = page.getByRole('list', { name: '처리 대기 중인 신청' });
  const row = waiting.getByRole('article', { name: '출금 10 USDT' });
  await expect(row).toContainText('대기');
  await expect(row).toContainText('TXe2eWithdrawAddress11111111111111');
  await shoot(page, 'coin-withdraw-waiting', { bottom: true });

  await row.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toContainText('출금 10 USDT 신청을 취소하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('coin-balance')).toHaveText(
    `${formatAmount(normal(before.wallet.USDT.point, SCALES.USDT))} USDT`,
  );
});

test('buying BTC for 100,000 won and selling 0.001 BTC book exactly their quotes; ETH is not sold for won here', async ({
  page,
  request,
}) => {
  const player = await reusedLogin(request, PLAYER);
  await cancelWaiting(request, player.token);
  const start = await myWallet(request, player.token);
  const quotes = recordQuotes(page);
  await openAs(page, '/wallet/buy/BTC');
  const buy = page.getByRole('tabpanel', { name: '구매' });
  await buy.getByLabel('구매 금액 (원)').fill('100000');
  await expect(buy.getByTestId('quote-receive')).toHaveText(/^[\d,.]+ BTC$/);
  await expect(buy.getByTestId('quote-rate')).toHaveText(/^1 BTC = [\d,]+ KRW$/);
  await expect(buy.getByTestId('quote-fee')).toHaveText('100 원');
  await shoot(page, 'coin-buy');
  const bought = await bookAtQuote(page, quotes, buy.getByRole('button', { name: 'BTC 구매' }), buy);
  await acknowledge(page, `${formatAmount(bought.receive)} BTC를 구매했습니다.`);
  const afterBuy = await myWallet(request, player.token);
  expect(normal(afterBuy.money, 0)).toBe(addDecimal(start.money, '-100000', 0));
  expect(normal(afterBuy.wallet.BTC.point, SCALES.BTC)).toBe(
    addDecimal(start.wallet.BTC.point, bought.receive, SCALES.BTC),
  );

  await page.getByRole('tab', { name: '판매' }).click();
  await expect(page).toHaveURL(/\/wallet\/sell\/BTC$/);
  const sell = page.getByRole('tabpanel', { name: '판매' });
  await sell.getByLabel('판매 수량 (BTC)').fill('0.001');
  await expect(sell.getByTestId('quote-receive')).toHaveText(/^[\d,]+ 원$/);
  await shoot(page, 'coin-sell');
  const sold = await bookAtQuote(page, quotes, sell.getByRole('button', { name: 'BTC 판매' }), sell);
  // The amount sold is named, and the particle fits the coin (BTC를).
  await acknowledge(page, `0.001 BTC를 판매하여 ${formatAmount(sold.receive, 0)} 원을 받았습니다.`);
  const afterSell = await myWallet(request, player.token);
  expect(normal(afterSell.wallet.BTC.point, SCALES.BTC)).toBe(
    addDecimal(afterBuy.wallet.BTC.point, '-0.001', SCALES.BTC),
  );
  expect(normal(afterSell.money, 0)).toBe(addDecimal(afterBuy.money, sold.receive, 0));

  // The site's buyCoins are USDT and BTC.
  await page.goto('/wallet/buy/ETH');
  await expect(page.getByRole('tabpanel', { name: '구매' })).toHaveText(
    '이 사이트에서는 ETH 구매와 판매를 지원하지 않습니다.',
  );
});

test('/balances/deposit, /balances/withdraw and /balances/list draw the KRW request forms and history', async ({
  page,
}) => {
  await openAs(page, '/balances/deposit');
  const deposit = page.getByRole('region', { name: '입금', exact: true });
  await expect(deposit.getByLabel('입금신청금액')).toBeVisible();
  await expect(deposit.getByRole('button', { name: '입금신청' })).toBeVisible();
  await shoot(page, 'balances-deposit');
  await page.goto('/balances/withdraw');
  await expect(
    page.getByRole('region', { name: '출금', exact: true }).getByLabel('출금신청금액'),
  ).toBeVisible();
  await page.getByRole('link', { name: '전체 내역 보기' }).click();
  await expect(page).toHaveURL(/\/balances\/list$/);
  await expect(page.getByRole('list', { name: '입출금내역' })).toBeVisible();
});

test('an English site shows the assets and a conversion in English', async ({ page }) => {
  const origin = siteUrl('site15.localhost');
  await openAs(page, '/wallet/asset', origin);
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Assets by wallet' })).toBeVisible();
  await expect(main.getByTestId('asset-total')).toHaveText(/^KRW [\d,]+$/);
  await expectNoKorean(main);
  await shoot(page, 'asset-en', { bottom: true });
  await page.goto(`${origin}/wallet/convert/USDT_BTC`);
  await main.getByLabel('Amount to convert (USDT)').fill('10');
  await expect(main.getByTestId('quote-countdown')).toHaveText(/^New price in \d+ s$/);
  await expectNoKorean(main);
  await page.goto(`${origin}/wallet/deposit/BTC`);
  await expect(main.getByTestId('deposit-address')).not.toBeEmpty();
  await expectNoKorean(main);
  await shoot(page, 'coin-deposit-en');
});
