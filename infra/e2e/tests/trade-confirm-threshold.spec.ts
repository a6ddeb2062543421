import { apiLogin } from '../support/api';
import { binaryBalance, catchBets, openRoundOnScreen, optionOfType, screenAmount } from '../support/binary';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';
import { SCREENSHOTS } from '../support/screens';

test('with "confirm large stakes" at 50 %, a stake of 60 % of the balance asks first and one of 40 % does not; the choice stays for the player', async ({
  page,
  request,
}) => {
  const option = await optionOfType(request, 'R1');
  const player = await apiLogin(request, own.demo2);
  const balance = Math.floor(Number(await binaryBalance(request, player.token)));
  expect(balance).toBeGreaterThanOrEqual(100);
  const sent = await catchBets(page, option.id, 'BTCUSDT');
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, own.demo2);
  await page.goto(`/exchange/${option.id}`);
  await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  const setting = page.getByLabel('큰 금액 확인');
  await expect(setting).toHaveValue('all-in');
  await setting.selectOption({ label: '50% 초과' });

  await openRoundOnScreen(request, option.id, 12_000, page);
  const amount = page.getByLabel('투자금액');
  const large = String(Math.floor((balance * 60) / 100));
  await amount.fill(large);
  await page.getByRole('button', { name: /^상승/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `잔액의 50%를 넘는 ${screenAmount(large)} USDT를 베팅합니다. 계속하시겠습니까?`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}confirm-above-50-360.png` });
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  expect(sent).toEqual([]);

  const small = String(Math.floor((balance * 40) / 100));
  await amount.fill(small);
  await page.getByRole('button', { name: /^상승/ }).click();
  await expect(page.getByText(`상승 ${screenAmount(small)} USDT 베팅 완료`)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(sent.map((bet) => bet.point)).toEqual([small]);

  // Kept in this browser for this player, across a reload.
  await page.reload();
  await expect(page.getByLabel('큰 금액 확인')).toHaveValue('50');
  expect(await page.evaluate((key) => localStorage.getItem(key), `bx:confirm-above:${player.userId}`)).toBe(
    '50',
  );
});
