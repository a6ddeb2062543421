import { reusedLogin } from '../support/api';
import { openRoundWithLead, optionOfType, rawBet, finishedRound } from '../support/binary';
import { moneyOf, skipUnreadAlert } from '../support/dnw';
import { expectNoKorean } from '../support/english';
import { decideP2p, latestP2p, TINY_PNG } from '../support/p2p';
import { shootPhones } from '../support/screens';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

import type { Page } from '@playwright/test';
import { own } from '../support/players';

/**
 * ref1 buys won through P2P here and bets on binary rounds. partner.spec.ts has ref1 bet too (both sides of a
 * round, for partner1's share) and only asks that a profit is listed; no spec reads ref1's money, and specs run
 * one at a time (workers: 1).
 */
const PLAYER = own.ref1;

/** Where this spec's pictures go, for a person to look at. */
const SHOTS = new URL('../../../test-results/wallet-p2p/', import.meta.url).pathname;

/** Nothing wider than the phone: no sideways scrolling at either size. */
async function fits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The screen at both phone sizes, from the top and scrolled to its end. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [suffix, to] of [
    ['', 'top'],
    ['-bottom', 'bottom'],
  ] as const) {
    await shootPhones(page, `${name}${suffix}`, {
      dir: SHOTS,
      check: async () => {
        await page.evaluate((end) => window.scrollTo(0, end === 'top' ? 0 : document.body.scrollHeight), to);
        await fits(page);
      },
    });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openAs(page: Page, path: string, origin = ''): Promise<void> {
  await skipUnreadAlert(page, PLAYER, origin);
  await signIn(page, PLAYER, origin);
  await page.goto(`${origin}${path}`);
}

test('ref1 attaches a receipt, asks for a P2P buy, sees it wait, and sees the operator’s approval', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await reusedLogin(request, PLAYER);
  const before = await moneyOf(request, player.token);

  await openAs(page, '/wallet/p2p');
  await expect(page.getByRole('banner')).toHaveText(/P2P$/);
  const latest = page.getByRole('region', { name: '최근 신청' });
  await expect(latest).toBeVisible();

  // The providers, each opening its own page in a new tab.
  const providerLinks = page.getByRole('link', { name: /바로가기$/ });
  await expect(providerLinks).toHaveCount(3);
  await expect(providerLinks.first()).toHaveAttribute('target', '_blank');
  await expect(providerLinks.first()).toHaveAttribute('href', /^https:\/\/payments\.sandbox\.invalid\//);

  const form = page.getByRole('form', { name: 'P2P 구매 신청' });
  const submit = form.getByRole('button', { name: '구매 신청' });
  const dialog = page.getByRole('alertdialog');

  // Nothing is sent before the form is whole.
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('입금자명을 입력해주세요.');
  await expect(dialog).toHaveCount(0);

  // A receipt of another kind, or beyond 5 MB, is refused on the phone.
  const receipt = form.locator('input[type=file]');
  await receipt.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByRole('alert')).toHaveText(
    '영수증은 PNG, JPG, WEBP 또는 PDF 파일만 올릴 수 있습니다.',
  );
  await receipt.setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(form.getByRole('alert')).toHaveText('영수증 파일은 5MB 이하여야 합니다.');
  // A small PNG is uploaded at once and named.
  await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  const kept = form.getByRole('status').filter({ hasText: '첨부됨' });
  await expect(kept).toHaveText('첨부됨: receipt.png (1 KB)');

  await form.getByLabel('입금자명').fill('홍길동');
  await form.getByLabel('휴대폰 번호').fill('01060000001');
  await expect(form.getByLabel('휴대폰 번호')).toHaveValue('010-6000-0001');
  const amount = form.getByLabel('구매 금액 (원)');
  await expect(amount).toHaveAttribute('inputmode', 'numeric');
  await amount.fill('50000');
  await form.getByRole('button', { name: '+1만' }).click();
  await expect(amount).toHaveValue('60,000');
  await form.getByRole('group', { name: '결제 대행사' }).getByRole('button', { name: '페이키움' }).click();
  await shoot(page, 'p2p-form');

  await submit.click();
  await expect(dialog).toContainText('페이키움을 통해 60,000원 구매를 신청하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toContainText('P2P 구매 신청이 접수되었습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(form.getByLabel('입금자명')).toHaveValue('');
  await expect(amount).toHaveValue('');
  await expect(kept).toHaveCount(0);

  // The latest card shows it waiting; the server kept the receipt with it and moved no money.
  await expect(latest).toContainText('P2P 구매');
  await expect(latest).toContainText('대기');
  await expect(latest).toContainText('60,000 원');
  await expect(latest).toContainText('페이키움');
  const waiting = await latestP2p(request, player.token);
  expect(waiting).toMatchObject({ type: 'WB', status: 'WAIT', point: '60000', provider: 'paykiwoom' });
  expect(waiting?.detail.fileId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await moneyOf(request, player.token)).toBe(before);
  await shoot(page, 'p2p-wait');

  // The operator approves: the money rises and the card follows the pushed balance, without a reload.
  await decideP2p(request, waiting!.id, 'approve');
  await expect(latest).toContainText('완료');
  await expect(latest).toContainText('처리일시');
  expect(BigInt(await moneyOf(request, player.token))).toBe(BigInt(before) + 60_000n);
  await shoot(page, 'p2p-done');
});

test('ref1 sees a binary bet it placed in 거래내역, with its result once the round is decided', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const option = await optionOfType(request, 'R.5');
  const player = await reusedLogin(request, PLAYER);
  const round = await openRoundWithLead(request, option.id, 4_000);
  const bet = await rawBet(request, player.token, {
    point: option.minBet,
    tradeRoundId: round.tradeRoundId,
    type: 'B',
  });
  expect(bet.status).toBe(200);

  await openAs(page, '/wallet/history');
  await expect(page.getByRole('banner')).toHaveText(/거래내역$/);
  const list = page.getByRole('list', { name: '거래내역' });
  const row = list.getByRole('listitem').first();
  await expect(row).toContainText('상승');
  await expect(row).toContainText(`투자 ${option.minBet} ${option.currency}`);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(
    page.getByRole('group', { name: '조회 기간' }).getByRole('button', { name: '전체' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'history-running');

  // Decided by the server: the row shows the result and what was paid back, without a reload.
  await finishedRound(request, round.tradeRoundId, Date.now() + 60_000);
  await expect(row.getByTestId('bet-result')).toHaveText(/^(적중|미적중|무효\(환불\)|취소\(환불\))$/, {
    timeout: 20_000,
  });
  await expect(row).toContainText(`지급 `);

  // Narrowed to today, the bet is still there.
  await page.getByRole('group', { name: '조회 기간' }).getByRole('button', { name: '오늘' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('상승');
  await shoot(page, 'history-settled');
});

test('the English site shows P2P and the trade history in English', async ({ page }) => {
  const site = siteUrl('site15.localhost');
  await openAs(page, '/wallet/p2p', site);
  const p2p = page.getByRole('region', { name: 'P2P', exact: true });
  await expect(p2p.getByRole('form', { name: 'P2P purchase request' })).toBeVisible();
  await expect(p2p.getByRole('link', { name: 'PayKiwoom Open' })).toBeVisible();
  await expect(p2p.getByRole('region', { name: 'Latest request' })).toBeVisible();
  await expectNoKorean(p2p);
  await shoot(page, 'p2p-english');

  await page.goto(`${site}/wallet/history`);
  const history = page.getByRole('region', { name: 'Trade history' });
  await expect(history.getByRole('group', { name: 'Period' })).toBeVisible();
  await expect(history.getByText(/^(No trades in this period\.|Stake .*)$/).first()).toBeVisible();
  await expectNoKorean(history);
  await shoot(page, 'history-english');
});
