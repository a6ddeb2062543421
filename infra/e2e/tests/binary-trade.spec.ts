import type { Browser, BrowserContext, Page } from '@playwright/test';

import { apiLogin, ledgerAudit, ledgerWallet } from '../support/api';
import {
  binaryBalance,
  expectedPayout,
  finishedRound,
  fromUnits,
  lockedRound,
  myBetsOfRound,
  openRoundOnScreen,
  openRoundWithLead,
  optionOfType,
  rawBet,
  screenAmount,
  serverNow,
  toUnits,
} from '../support/binary';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

/** The players' own browser contexts, closed after each test: a trade screen left open keeps drawing its live chart. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function playerPage(browser: Browser, username: string, optionId: number): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, username);
  await page.goto(`/exchange/${optionId}`);
  await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();
  return page;
}

async function placeBet(page: Page, amount: string, side: '상승' | '하락') {
  await page.getByLabel('투자금액').fill(amount);
  await page.getByRole('button', { name: new RegExp(`^${side}`) }).click();
}

test('demo1 buys and demo2 sells the same 30-second round; after close exactly the right one is paid (or both refunded on a tie), and screen, wallet and payouts agree', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const option = await optionOfType(request, 'R.5');
  const [one, two] = await Promise.all([apiLogin(request, own.demo1), apiLogin(request, own.demo2)]);
  const [buyer, seller] = await Promise.all([
    playerPage(browser, own.demo1, option.id),
    playerPage(browser, own.demo2, option.id),
  ]);

  // Both bets must land in one round: start with at least 8 s of betting left.
  const round = await openRoundOnScreen(request, option.id, 8_000, buyer, seller);
  const before = {
    one: await binaryBalance(request, one.token),
    two: await binaryBalance(request, two.token),
  };
  await Promise.all([placeBet(buyer, '7', '상승'), placeBet(seller, '9', '하락')]);
  // A toast lives 2 s (spec section 9): waiting for one player's first could let the other's come and go.
  await Promise.all([
    expect(buyer.getByText('상승 7 USDT 베팅 완료')).toBeVisible(),
    expect(seller.getByText('하락 9 USDT 베팅 완료')).toBeVisible(),
  ]);
  await buyer.screenshot({ path: `${SCREENSHOTS}exchange-${option.id}.png` });

  const [[buy], [sell]] = await Promise.all([
    myBetsOfRound(request, one.token, round.tradeRoundId),
    myBetsOfRound(request, two.token, round.tradeRoundId),
  ]);
  expect(buy).toMatchObject({ type: 'B', point: '7', status: 0 });
  expect(sell).toMatchObject({ type: 'S', point: '9', status: 0 });
  // The stake leaves the wallet at once, on screen too.
  const staked = fromUnits(toUnits(before.one) - toUnits('7'));
  await expect(buyer.getByTestId('binary-balance')).toHaveText(`${screenAmount(staked)} USDT`);

  // Each player is told the result the moment the round settles.
  const told = Promise.all(
    [buyer, seller].map((page) =>
      expect(page.getByText(/적중!|미적중|환불/).first()).toBeVisible({ timeout: 40_000 }),
    ),
  );
  const settled = await finishedRound(
    request,
    round.tradeRoundId,
    round.closeAt + 30_000 + Date.now() - (await serverNow(request)),
  );
  await told;

  const [[buyAfter], [sellAfter]] = await Promise.all([
    myBetsOfRound(request, one.token, round.tradeRoundId),
    myBetsOfRound(request, two.token, round.tradeRoundId),
  ]);
  const paid = {
    one: expectedPayout(buyAfter!, settled, option.payoutRate),
    two: expectedPayout(sellAfter!, settled, option.payoutRate),
  };
  if (settled.status === 1) {
    // Exactly one side won: B when the close is above the lock, S when below.
    expect(settled.winner).toBe(Number(settled.closePrice) > Number(settled.lockPrice) ? 'B' : 'S');
    expect([paid.one > 0n, paid.two > 0n]).toEqual(settled.winner === 'B' ? [true, false] : [false, true]);
  } else {
    expect(paid).toEqual({ one: toUnits('7'), two: toUnits('9') });
  }
  expect(toUnits(buyAfter!.payout)).toBe(paid.one);
  expect(toUnits(sellAfter!.payout)).toBe(paid.two);

  const expected = {
    one: fromUnits(toUnits(before.one) - toUnits('7') + paid.one),
    two: fromUnits(toUnits(before.two) - toUnits('9') + paid.two),
  };
  expect(await binaryBalance(request, one.token)).toBe(expected.one);
  expect(await binaryBalance(request, two.token)).toBe(expected.two);
  await expect(buyer.getByTestId('binary-balance')).toHaveText(`${screenAmount(expected.one)} USDT`);
  await expect(seller.getByTestId('binary-balance')).toHaveText(`${screenAmount(expected.two)} USDT`);

  // The ledger agrees: each wallet is what its transfers add up to, and every asset still sums to zero.
  expect(await ledgerWallet(request, one.userId, 'BINARY')).toMatchObject({
    cached: expected.one,
    rebuilt: expected.one,
  });
  expect(await ledgerWallet(request, two.userId, 'BINARY')).toMatchObject({
    cached: expected.two,
    rebuilt: expected.two,
  });
  const audit = await ledgerAudit(request);
  expect(audit.totals.filter(({ total }) => total !== '0')).toEqual([]);
  expect(audit.drifted).toEqual([]);

  // The settled round is listed with its prices and outcome, and my history shows the status.
  await buyer.getByRole('tab', { name: '베팅 내역' }).click();
  await expect(
    buyer
      .getByRole('list', { name: '베팅 내역' })
      .getByText(/적중|미적중|무효\(환불\)|취소\(환불\)/)
      .first(),
  ).toBeVisible();
  await buyer.screenshot({ path: `${SCREENSHOTS}exchange-${option.id}-settled.png` });
});

test('a stake of nothing, under the minimum, beyond the balance or after the lock is refused with a clear message, and the balance does not move', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const option = await optionOfType(request, 'R.5');
  // trader1 bets like a player and, unlike demo3, has no unread answer for the host to send it to.
  const player = await apiLogin(request, own.trader1);
  const page = await playerPage(browser, own.trader1, option.id);
  const before = await binaryBalance(request, player.token);
  const problem = page.getByRole('form', { name: '베팅' }).getByRole('alert');

  await page.getByRole('button', { name: /^상승/ }).click();
  await expect(problem).toHaveText('투자금액을 입력해주세요.');
  await placeBet(page, '3', '상승');
  await expect(problem).toHaveText(`최소 투자금액은 ${option.minBet} USDT입니다.`);
  await placeBet(page, '99999999', '하락');
  await expect(problem).toHaveText('잔액이 부족합니다.');
  // The amount field takes whole units only: a fraction typed is cut, never sent.
  await page.getByLabel('투자금액').fill('7.5');
  await expect(page.getByLabel('투자금액')).toHaveValue('7');

  // Quick buttons add on the option's scale; 초기화 clears.
  await page.getByRole('button', { name: '초기화' }).click();
  await page.getByRole('button', { name: '+10', exact: true }).click();
  await page.getByRole('button', { name: '+50', exact: true }).click();
  await expect(page.getByLabel('투자금액')).toHaveValue('60');

  // After the lock the screen refuses at once; the server refuses too.
  const locked = await lockedRound(request, option.id);
  await expect(page.getByRole('status', { name: '회차 상태' })).toHaveText('베팅 마감');
  await placeBet(page, '10', '하락');
  await expect(problem).toHaveText('베팅이 마감된 회차입니다. 다음 회차를 기다려주세요.');
  expect(
    await rawBet(request, player.token, { point: '10', tradeRoundId: locked.tradeRoundId, type: 'S' }),
  ).toEqual({
    status: 400,
    message: '베팅이 마감된 회차입니다.',
  });

  // What the screen never sends, the server refuses with the spec's messages.
  const open = await openRoundWithLead(request, option.id, 3_000);
  expect(
    await rawBet(request, player.token, { point: '7.5', tradeRoundId: open.tradeRoundId, type: 'B' }),
  ).toEqual({
    status: 400,
    message: '금액의 최소 단위를 맞춰주세요.',
  });
  expect(
    await rawBet(request, player.token, { point: '0', tradeRoundId: open.tradeRoundId, type: 'B' }),
  ).toEqual({
    status: 400,
    message: '투자금액이 너무 적습니다.',
  });
  expect(
    (await rawBet(request, player.token, { point: '99999999', tradeRoundId: open.tradeRoundId, type: 'B' }))
      .message,
  ).toBe('잔액이 부족합니다.');

  expect(await binaryBalance(request, player.token)).toBe(before);
  await expect(page.getByTestId('binary-balance')).toHaveText(`${screenAmount(before)} USDT`);
});

test('the visitor view updates its price live without signing in, offers sign-in instead of betting, and subscribes to no user queue', async ({
  page,
  request,
}) => {
  const option = await optionOfType(request, 'R.5');
  const subscriptions: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const frame = String(payload);
      if (frame.startsWith('SUBSCRIBE')) subscriptions.push(/destination:([^\n]*)/.exec(frame)?.[1] ?? '');
    }),
  );
  await page.goto(`/exchangeView/${option.id}`);
  const price = page.getByRole('status', { name: '현재가' });
  await expect(price).toHaveText(/\d/);
  const first = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 20_000 }).not.toBe(first);
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();

  await expect(page.getByRole('button', { name: /^상승/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^하락/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '로그인하고 거래하기' })).toHaveAttribute('href', '/signin');
  await expect(
    page.getByRole('list', { name: '최근 회차' }).or(page.getByText('지난 회차가 없습니다.')),
  ).toBeVisible();
  await page.getByRole('tab', { name: '실시간 베팅' }).click();
  await expect(page.getByRole('tabpanel', { name: '실시간 베팅' })).toBeVisible();

  expect(subscriptions).toContain(`/topic/trade/${'BTCUSDT'}`);
  expect(subscriptions.filter((destination) => destination.startsWith('/user/'))).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}exchangeView-${option.id}.png` });
});
