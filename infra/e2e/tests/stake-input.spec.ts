import type { Page, Route } from '@playwright/test';

import { apiLogin } from '../support/api';
import {
  binaryBalance,
  catchBets,
  finishedRound,
  openRoundOnScreen,
  optionOfType,
  screenAmount,
  type OptionView,
} from '../support/binary';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';
import { SCREENSHOTS } from '../support/screens';

/** Screenshots of this spec, for a person to look at; outside the repository. */
const SHOTS = process.env.STAKE_SHOTS_DIR ?? SCREENSHOTS;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

async function tradePage(page: Page, username: string, optionId: number): Promise<void> {
  await signIn(page, username);
  await page.goto(`/exchange/${optionId}`);
  await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();
}

/** Answers the option with another bet unit, as an option in 0.1 USDT steps would come from the server. */
async function withBetUnit(page: Page, optionId: number, betUnit: string): Promise<void> {
  await page.route(`**/api/trade/option?*tradeOptionId=${optionId}*`, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: OptionView };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, betUnit } } });
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a stake field in 1 USDT units refuses "5.5" and "-7" visibly and never joins the digits', async ({
      page,
      request,
    }) => {
      const option = await optionOfType(request, 'R1');
      expect(option.betUnit).toBe('1');
      await tradePage(page, own.demo1, option.id);
      const amount = page.getByLabel('투자금액');
      const why = page.getByRole('form', { name: '베팅' }).getByRole('status');

      await amount.pressSequentially('5.5');
      await expect(amount).toHaveValue('5');
      await expect(why).toHaveText('금액의 최소 단위를 맞춰주세요. (1 USDT)');
      await expect(page.getByText('적중 시 9.75 USDT')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}unit-refused-${viewport.width}.png` });

      await amount.fill('');
      await amount.pressSequentially('-7');
      await expect(amount).toHaveValue('7');
      await expect(why).toHaveText('음수는 입력할 수 없습니다.');
    });

    test('a stake field in 0.1 USDT units bets exactly 5.5', async ({ page, request }) => {
      const option = await optionOfType(request, 'R1');
      await withBetUnit(page, option.id, '0.1');
      const sent = await catchBets(page, option.id, 'BTCUSDT');
      await tradePage(page, own.demo1, option.id);
      await openRoundOnScreen(request, option.id, 5_000, page);
      const amount = page.getByLabel('투자금액');

      await amount.pressSequentially('5.55');
      await expect(amount).toHaveValue('5.5');
      await expect(page.getByRole('form', { name: '베팅' }).getByRole('status')).toHaveText(
        '금액의 최소 단위를 맞춰주세요. (0.1 USDT)',
      );
      await page.getByRole('button', { name: /^상승/ }).click();
      await expect(page.getByText('상승 5.5 USDT 베팅 완료')).toBeVisible();
      expect(sent.map((bet) => bet.point)).toEqual(['5.5']);
    });

    test('the percentage row stakes shares of the balance, and all-in asks first', async ({
      page,
      request,
    }) => {
      const option = await optionOfType(request, 'R1');
      const player = await apiLogin(request, own.demo2);
      const balance = await binaryBalance(request, player.token);
      const sent = await catchBets(page, option.id, 'BTCUSDT');
      await tradePage(page, own.demo2, option.id);
      await openRoundOnScreen(request, option.id, 8_000, page);
      const amount = page.getByLabel('투자금액');
      const whole = screenAmount(balance.replace(/\.\d*$/, ''));

      await page.getByRole('button', { name: '25%', exact: true }).click();
      expect(Number((await amount.inputValue()).replaceAll(',', ''))).toBe(Math.floor(Number(balance) / 4));
      await page.getByRole('button', { name: '100%', exact: true }).click();
      await expect(amount).toHaveValue(whole);

      await page.getByRole('button', { name: /^하락/ }).click();
      const confirm = page.getByRole('alertdialog');
      // All of the balance when it is whole; else all the bet unit takes, saying so (never "잔액 전부").
      if (/\.\d*[1-9]/.test(balance)) {
        const shown = screenAmount(balance.replace(/(\.\d*?)0+$/, '$1'));
        await expect(confirm).toContainText(`잔액 ${shown} USDT 중`);
        await expect(confirm).toContainText(`${whole} USDT를 베팅합니다.`);
        await expect(confirm).not.toContainText('잔액 전부');
      } else {
        await expect(confirm).toContainText(`잔액 전부(${whole} USDT)를 베팅합니다. 계속하시겠습니까?`);
      }
      await page.screenshot({ path: `${SHOTS}all-in-confirm-${viewport.width}.png` });
      await confirm.getByRole('button', { name: '취소' }).click();
      await expect(confirm).toBeHidden();
      expect(sent).toEqual([]);

      await page.getByRole('button', { name: /^하락/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await expect(page.getByText(`하락 ${whole} USDT 베팅 완료`)).toBeVisible();
      expect(sent.map((bet) => bet.point)).toEqual([whole.replaceAll(',', '')]);
    });

    test('the bet buttons keep their place through the lock, the last seconds and the result', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const option = await optionOfType(request, 'R.5');
      await tradePage(page, own.trader1, option.id);
      const round = await openRoundOnScreen(request, option.id, 5_000, page);
      await page.getByLabel('투자금액').fill('5');
      await page.getByRole('button', { name: /^상승/ }).click();
      await expect(page.getByText('상승 5 USDT 베팅 완료')).toBeVisible();
      // The web font is asked for once the first screen has settled (host/src/web-font.ts: up to 5 s after the
      // load while the chart keeps painting), a subset at a time, and its swap redraws text in its own line
      // heights: a move of the page on the font's arrival, not of a round's phase. The samples start once its
      // Latin subsets (figures, USDT) are in, in both weights, and nothing more is loading.
      await page.waitForFunction(() => {
        const loaded = new Set<string>();
        document.fonts.forEach((face) => {
          if (
            face.family.includes('Noto Sans KR') &&
            face.unicodeRange.startsWith('U+0-FF') &&
            face.status === 'loaded'
          )
            loaded.add(face.weight);
        });
        return loaded.has('400') && loaded.has('700') && document.fonts.status === 'loaded';
      });

      // Where the buttons sit in the page (not the viewport, which scroll anchoring could hide a move in),
      // sampled with the phase shown, from the bet until after the result.
      const samples: Array<{
        phase: string;
        alarm: boolean;
        top: number;
        left: number;
        bottom: number;
        reachable: boolean;
      }> = [];
      const sample = async () => {
        samples.push(
          await page.evaluate(() => {
            const button = Array.from(document.querySelectorAll('button')).find((b) =>
              /^상승/.test(b.textContent ?? ''),
            )!;
            const box = button.getBoundingClientRect();
            return {
              phase: document.querySelector('[aria-label="회차 상태"]')?.textContent ?? '',
              alarm: document.body.textContent?.includes('곧 결과가 나옵니다') ?? false,
              top: box.top + window.scrollY,
              left: box.left,
              bottom: box.bottom + window.scrollY,
              // Nothing (a footer, a banner) lies over the button where the player taps it.
              reachable: button.contains(
                document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
              ),
            };
          }),
        );
      };
      const finished = finishedRound(request, round.tradeRoundId, Date.now() + 60_000);
      let done = false;
      void finished.then(() => (done = true));
      while (!done) {
        await sample();
        if (samples.at(-1)!.alarm && !samples.at(-2)?.alarm) {
          await page.screenshot({ path: `${SHOTS}last-seconds-${viewport.width}.png` });
        }
        await page.waitForTimeout(200);
      }
      // The bet's result drawn on the screen: the last sample is of the page showing it.
      await expect(page.getByText(/^(적중!|미적중|무효|취소된 회차) /).first()).toBeVisible();
      await sample();
      await page.screenshot({ path: `${SHOTS}after-result-${viewport.width}.png` });

      const phases = new Set(samples.map((s) => s.phase));
      expect([...phases]).toEqual(expect.arrayContaining(['베팅 가능', '베팅 마감']));
      expect(samples.some((s) => s.alarm)).toBe(true);
      // The same place in the page, and never under the footer, from the bet to after the result.
      const first = samples[0]!;
      expect(first.reachable).toBe(true);
      for (const s of samples)
        expect({ ...s, phase: '', alarm: false }).toEqual({ ...first, phase: '', alarm: false });
    });
  });
}

test('on the English site the bet form is in English', async ({ page, request }) => {
  const option = await optionOfType(request, 'R1');
  const origin = siteUrl('site15.localhost');
  await signIn(page, own.demo1, origin);
  await page.goto(`${origin}/exchange/${option.id}`);
  const form = page.getByRole('form', { name: 'Bet' });
  await expect(form.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  await expect(form.getByText('BINARY balance')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(form.getByRole('button', { name: /^Up$/ })).toBeVisible();
  await expect(form.getByRole('button', { name: /^Down$/ })).toBeVisible();
  const amount = page.getByLabel('Investment amount');
  await expect(amount).toHaveAttribute('placeholder', 'Min 5 USDT, in steps of 1 USDT');
  await amount.pressSequentially('5.5');
  await expect(amount).toHaveValue('5');
  await expect(form.getByRole('status')).toHaveText('Please match the minimum unit of the amount. (1 USDT)');
  await amount.fill('3');
  await expect(form.getByRole('status')).toHaveText('');
  await form.getByRole('button', { name: /^Up/ }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The investment amount is too small. The minimum is 5 USDT.',
  );
  await page.screenshot({ path: `${SHOTS}english-${page.viewportSize()!.width}.png` });
});
