import { formatAmount } from '@bx/contracts';
import type { Locator, Page } from '@playwright/test';

import { apiLogin } from '../support/api';
import {
  applyDnw,
  decideDnw,
  dnwRequests,
  moneyOf,
  restoreMoney,
  setDepositAccount,
  skipUnreadAlert,
} from '../support/dnw';
import { expectNoKorean } from '../support/english';
import { shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const PLAYER = own.demo3;

/** Where this spec's pictures go, for a person to look at. */
const SHOTS = new URL('../../../test-results/dnw/', import.meta.url).pathname;

/** Money as the screens write it: "10,000,000 원". */
const won = (amount: bigint | string) => `${formatAmount(String(amount), 0)} 원`;

/** "2026-11-24 06:04:05": an instant as Seoul wall time, as the rows show it. */
const seoulDateTime = (epochMs: number) =>
  new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** demo3's money when the test began: other specs count on it, so every test leaves it as it found it. */
let startMoney: string | null = null;

test.afterEach(async ({ request }) => {
  if (startMoney === null) return;
  const { token } = await apiLogin(request, PLAYER);
  await restoreMoney(request, token, startMoney);
  startMoney = null;
});

async function signInToDnw(page: Page, origin = ''): Promise<void> {
  await skipUnreadAlert(page, PLAYER, origin);
  await signIn(page, PLAYER, origin);
  await page.goto(`${origin}/dnw`);
}

/**
 * The screen at both phone sizes, from the top and scrolled to the bottom, where `last` (the screen's last
 * line) must end above the fixed footer tabs.
 */
async function shoot(page: Page, name: string, last: Locator): Promise<void> {
  const footer = page.getByRole('navigation', { name: /^(주요 메뉴|Main menu)$/ });
  await shootPhones(page, name, {
    dir: SHOTS,
    check: () => page.evaluate(() => window.scrollTo(0, 0)),
  });
  await shootPhones(page, `${name}-bottom`, {
    dir: SHOTS,
    check: async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [lastBox, footerBox] = [await last.boundingBox(), await footer.boundingBox()];
      expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(footerBox!.y);
    },
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Whether the page is still the one loaded before (no reload in between): a mark left on its window. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __dnwMark: true }));
const stillMarked = (page: Page) => page.evaluate(() => '__dnwMark' in window);

test('demo3 is refused a withdrawal beyond its money, applies for 30,000, sees it wait with its money held, and gets the money back when the operator rejects it', async ({
  page,
  request,
}) => {
  const player = await apiLogin(request, PLAYER);
  await restoreMoney(request, player.token, await moneyOf(request, player.token));
  const start = await moneyOf(request, player.token);
  startMoney = start;

  await signInToDnw(page);
  await expect(page.getByRole('heading', { name: '입출금', exact: true })).toBeAttached();
  await page.getByRole('tab', { name: '출금' }).click();
  await expect(page).toHaveURL(/\/dnw\?tab=withdraw$/);
  const money = page.getByTestId('dnw-money');
  await expect(money).toHaveText(won(start));

  const form = page.getByRole('tabpanel', { name: '출금' });
  const amount = form.getByLabel('출금신청금액');
  // The phone's numeric keypad.
  await expect(amount).toHaveAttribute('inputmode', 'numeric');
  const apply = form.getByRole('button', { name: '출금신청' });
  const dialog = page.getByRole('alertdialog');

  await apply.click();
  await expect(form.getByRole('alert')).toHaveText('출금신청금액을 입력해주세요.');

  // One 10,000 more than demo3 has: refused on the screen, nothing asked of the server.
  await amount.fill((BigInt(start) + 10_000n).toString());
  await expect(amount).toHaveValue(formatAmount((BigInt(start) + 10_000n).toString(), 0));
  await apply.click();
  await expect(form.getByRole('alert')).toHaveText('출금신청금액이 보유금액을 초과합니다.');
  await expect(dialog).toHaveCount(0);

  // The quick buttons: clear, then three times +1만.
  await form.getByRole('button', { name: '정정' }).click();
  await expect(amount).toHaveValue('');
  for (let tap = 0; tap < 3; tap++) await form.getByRole('button', { name: '+1만' }).click();
  await expect(amount).toHaveValue('30,000');
  await shoot(page, 'dnw-withdraw', page.getByRole('link', { name: '전체 내역 보기' }));

  await apply.click();
  await expect(dialog).toContainText('30,000원 출금을 신청하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toContainText('출금신청이 완료되었습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(amount).toHaveValue('');

  // The amount is held at once: the balance pushed over the socket shows the drop.
  const held = BigInt(start) - 30_000n;
  await expect(money).toHaveText(won(held));
  const [waiting] = await dnwRequests(request, player.token, 'WAIT');
  expect(waiting).toMatchObject({ type: 'W', status: 'WAIT', point: '30000' });
  const waitingList = page.getByRole('list', { name: '처리 대기 중인 신청' });
  await expect(waitingList.getByRole('article', { name: '출금 30,000 원' })).toContainText('대기');
  await shoot(page, 'dnw-withdraw-waiting', page.getByRole('link', { name: '전체 내역 보기' }));

  // /wallet/dnw_history lists it first, waiting, with its time in Seoul and a cancel.
  await page.getByRole('link', { name: '전체 내역 보기' }).click();
  await expect(page).toHaveURL(/\/wallet\/dnw_history$/);
  const first = page.getByRole('list', { name: '입출금내역' }).getByRole('listitem').first();
  await expect(first.getByRole('article', { name: '출금 30,000 원' })).toBeVisible();
  await expect(first).toContainText('대기');
  await expect(first).toContainText(seoulDateTime(waiting!.createdAt));
  await expect(first.getByRole('button', { name: '취소' })).toBeVisible();
  await shoot(page, 'dnw-history', first);

  // Back on /dnw by the footer tab (no page load): the operator rejects it and the money comes back, pushed.
  await markPage(page);
  await page.getByRole('link', { name: '입출금', exact: true }).click();
  await expect(page).toHaveURL(/\/dnw$/);
  await expect(money).toHaveText(won(held));
  await decideDnw(request, waiting!.id, 'reject');
  await expect(money).toHaveText(won(start), { timeout: 2_000 });
  await expect(page.getByText('대기 중인 신청이 없습니다.')).toBeVisible();
  expect(await stillMarked(page)).toBe(true);

  await page.getByRole('link', { name: '전체 내역 보기' }).click();
  await expect(first.getByRole('article', { name: '출금 30,000 원' })).toContainText('거절');
  await expect(first.getByRole('button', { name: '취소' })).toHaveCount(0);
  expect(await moneyOf(request, player.token)).toBe(start);
});

test('a deposit request waits without moving money; approved by the operator it shows in the money within a second and as 완료 in /search/dnw', async ({
  page,
  request,
}) => {
  const player = await apiLogin(request, PLAYER);
  await restoreMoney(request, player.token, await moneyOf(request, player.token));
  const start = await moneyOf(request, player.token);
  startMoney = start;

  await signInToDnw(page);
  await expect(page.getByRole('tab', { name: '입금' })).toHaveAttribute('aria-selected', 'true');
  const account = page.getByRole('region', { name: '입금 계좌' });
  const siteInfo = (await (
    await request.get(`${siteUrl()}/api/site_info/dnw?siteInfoId=1`, {
      headers: { Authorization: `Bearer ${player.token}` },
    })
  ).json()) as { data: { depositAccount: unknown } };
  if (siteInfo.data.depositAccount === null) {
    await expect(account).toContainText('입금 계좌는 고객센터로 문의해주세요.');
  }
  await expect(account).toContainText('최소 신청금액 10,000 원');

  // The operator sets the site's account; the tab shows it.
  await setDepositAccount(request, { bank: 'BX은행', account: '1002-345-678901', holder: '비엑스' });
  await page.reload();
  await expect(account).toContainText('BX은행');
  await expect(account).toContainText('1002-345-678901');
  await expect(account).toContainText('비엑스');

  const form = page.getByRole('tabpanel', { name: '입금' });
  const amount = form.getByLabel('입금신청금액');
  const apply = form.getByRole('button', { name: '입금신청' });
  const dialog = page.getByRole('alertdialog');
  const money = page.getByTestId('dnw-money');
  await expect(money).toHaveText(won(start));

  await apply.click();
  await expect(form.getByRole('alert')).toHaveText('입금신청금액을 입력해주세요.');

  // Below the site's minimum: refused on the screen before any confirmation, the minimum written as money.
  await amount.fill('5000');
  await apply.click();
  await expect(form.getByRole('alert')).toHaveText('최소 신청금액은 10,000원입니다.');
  await expect(dialog).toHaveCount(0);
  await expect(amount).toHaveValue('5,000');

  await amount.fill('100000');
  await expect(amount).toHaveValue('100,000');
  await shoot(page, 'dnw-deposit', page.getByRole('link', { name: '전체 내역 보기' }));
  await apply.click();
  await expect(dialog).toContainText('100,000원 입금을 신청하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  // The success names the account the money goes to.
  await expect(dialog).toContainText('입금신청이 완료되었습니다. 아래 입금 계좌로 100,000원을 입금해주세요.');
  await expect(dialog).toContainText('BX은행 1002-345-678901');
  await expect(dialog).toContainText('예금주 비엑스');
  await shootPhones(page, 'dnw-deposit-done', { dir: SHOTS });
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(amount).toHaveValue('');
  const waitingList = page.getByRole('list', { name: '처리 대기 중인 신청' });
  await expect(waitingList.getByRole('article', { name: '입금 100,000 원' })).toContainText('대기');
  // A deposit moves nothing until it is approved.
  await expect(money).toHaveText(won(start));
  expect(await moneyOf(request, player.token)).toBe(start);

  const [waiting] = await dnwRequests(request, player.token, 'WAIT');
  expect(waiting).toMatchObject({ type: 'D', point: '100000' });
  await markPage(page);
  await decideDnw(request, waiting!.id, 'approve');
  const credited = BigInt(start) + 100_000n;
  await expect(money).toHaveText(won(credited), { timeout: 2_000 });
  await expect(page.getByText('대기 중인 신청이 없습니다.')).toBeVisible();
  expect(await stillMarked(page)).toBe(true);

  // /search/dnw, reached by the footer and the search tabs: today's deposits show it done.
  await page.getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/search\/oversea$/);
  await page.getByRole('link', { name: '입출금내역' }).click();
  await expect(page).toHaveURL(/\/search\/dnw$/);
  await expect(page.getByRole('heading', { name: '입출금내역' })).toBeVisible();
  await expect(page.getByRole('button', { name: '오늘' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '입금', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/dnw\?type=D$/);
  const rows = page.getByRole('list', { name: '입출금내역' }).getByRole('listitem');
  await expect(rows.first().getByRole('article', { name: '입금 100,000 원' })).toContainText('완료');
  await expect(rows.filter({ hasText: '출금' })).toHaveCount(0);
  await shoot(page, 'search-dnw', rows.last());

  // The kind and the period stay in the address together.
  await page.getByRole('button', { name: '1주일' }).click();
  await expect(page).toHaveURL(/\/search\/dnw\?period=week&type=D$/);
  await page.getByRole('button', { name: '출금', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/dnw\?period=week&type=W$/);
  await expect(rows.filter({ hasText: '입금' })).toHaveCount(0);
  await page.getByRole('button', { name: '전체', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/dnw\?period=week$/);
  await expect(rows.first().getByRole('article', { name: '입금 100,000 원' })).toBeVisible();
});

test('a waiting withdrawal cancelled from /dnw gives its money back at once', async ({ page, request }) => {
  const player = await apiLogin(request, PLAYER);
  await restoreMoney(request, player.token, await moneyOf(request, player.token));
  const start = await moneyOf(request, player.token);
  startMoney = start;
  await applyDnw(request, player.token, 'W', 20_000n);

  await signInToDnw(page);
  const money = page.getByTestId('dnw-money');
  await expect(money).toHaveText(won(BigInt(start) - 20_000n));
  const row = page
    .getByRole('list', { name: '처리 대기 중인 신청' })
    .getByRole('article', { name: '출금 20,000 원' });
  await row.getByRole('button', { name: '취소' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('출금 20,000원 신청을 취소하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('신청을 취소했습니다.')).toBeVisible();
  await expect(money).toHaveText(won(start));
  await expect(page.getByText('대기 중인 신청이 없습니다.')).toBeVisible();
  expect(await dnwRequests(request, player.token, 'WAIT')).toEqual([]);
});

test('English sites show deposits and withdrawals in English', async ({ page }) => {
  const origin = siteUrl('site15.localhost');
  await signInToDnw(page, origin);
  const main = page.locator('main');
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Deposit account' })).toContainText(
    'Please ask the help desk for the deposit account.',
  );
  await expectNoKorean(main);
  await shoot(page, 'dnw-deposit-en', page.getByRole('link', { name: 'See all requests' }));

  await page.getByRole('tab', { name: 'Withdraw' }).click();
  const form = page.getByRole('tabpanel', { name: 'Withdraw' });
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter the withdrawal amount.');
  await form.getByRole('button', { name: '+1M' }).click();
  await expect(form.getByLabel('Withdrawal amount')).toHaveValue('1,000,000');
  await expectNoKorean(main);
  await shoot(page, 'dnw-withdraw-en', page.getByRole('link', { name: 'See all requests' }));

  await page.goto(`${origin}/wallet/dnw_history`);
  await expect(page.getByRole('heading', { name: 'Funds history' })).toBeAttached();
  // demo3 of site 15 has asked for nothing.
  await expect(page.getByText('No deposits or withdrawals yet.')).toBeVisible();
  await expectNoKorean(main);

  await page.goto(`${origin}/search/dnw`);
  await expect(page.getByRole('heading', { name: 'Deposits & withdrawals' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Type' })).toBeVisible();
  await expectNoKorean(main);
  await shoot(page, 'search-dnw-en', page.getByText('No deposits or withdrawals in this period.'));
});
