import { openRoundOnScreen, optionOfType } from '../support/binary';
import { expectNoKorean } from '../support/english';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';
import { SCREENSHOTS } from '../support/screens';

const SHOTS = process.env.TRADE_SHOTS_DIR ?? SCREENSHOTS;

test('on the English site the trade screen is English: round status, tabs, a bet from placing to its history row', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = siteUrl('site15.localhost');
  const option = await optionOfType(request, 'R.5');
  await signIn(page, own.demo1, origin);
  await page.goto(`${origin}/exchange/${option.id}`);
  await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  await expect(page.getByRole('status', { name: 'Round status' })).toHaveText(
    /^(Waiting|Open for bets|Betting closed|Settling|Settled|Round cancelled)$/,
  );
  await expect(page.getByLabel('Round', { exact: true })).toContainText(/Round \d+ · Payout x\d/);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Open bets', 'Recent rounds', 'Bet history']);
  await expectNoKorean(page.locator('main'));

  await openRoundOnScreen(request, option.id, 5_000, page);
  await page.getByLabel('Investment amount').fill('5');
  await page.getByRole('button', { name: /^Up/ }).click();
  await expect(page.getByText('Up 5 USDT bet placed')).toBeVisible();
  const inPlay = page.getByRole('list', { name: 'Bets in play' });
  await expect(inPlay.getByRole('listitem').first()).toContainText(
    /^Up 5 USDT\s*Round \d+ · [\d:]+\s*Running$/,
  );
  await page.screenshot({ path: `${SHOTS}english-bet-in-play-390.png` });

  // The result notice, then the bet's history row, in English with the round's prices.
  await expect(page.getByText(/^(Won!|Lost|Void|Round cancelled) /)).toBeVisible({ timeout: 45_000 });
  await tabs.getByRole('tab', { name: 'Bet history' }).click();
  const row = page.getByRole('list', { name: 'Bet history' }).getByRole('listitem').first();
  await expect(row).toContainText(/Won|Lost|Void \(refunded\)|Cancelled \(refunded\)/);
  await expect(row).toContainText(/Entry [\d,.-]+ → Close [\d,.-]+/);
  await tabs.getByRole('tab', { name: 'Recent rounds' }).click();
  await expect(page.getByRole('list', { name: 'Recent rounds' })).toContainText(`Round `);
  await expectNoKorean(page.locator('main'));
  await page.screenshot({ path: `${SHOTS}english-after-result-390.png` });
});
