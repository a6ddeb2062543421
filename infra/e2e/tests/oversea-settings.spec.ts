import type { Page } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/**
 * Counts what the page asks of Web Audio: a tone scheduled, or audio resumed to play one (headless Chromium may
 * hold audio back until a gesture). A sound switched off in the settings asks for neither.
 */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { soundsAsked: number };
    counted.soundsAsked = 0;
    const audio = AudioContext.prototype;
    const { createOscillator, resume } = audio;
    audio.createOscillator = function (this: AudioContext) {
      counted.soundsAsked += 1;
      return createOscillator.call(this);
    };
    audio.resume = function (this: AudioContext) {
      counted.soundsAsked += 1;
      return resume.call(this);
    };
  });
}

const soundsAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as { soundsAsked: number }).soundsAsked);

async function saveSettings(page: Page, { counts, filledSound }: { counts: string; filledSound: boolean }) {
  await page.goto('/more/setting');
  const filled = page.getByRole('switch', { name: '주문 체결' });
  if ((await filled.getAttribute('aria-checked')) !== String(filledSound)) await filled.click();
  await expect(filled).toHaveAttribute('aria-checked', String(filledSound));
  await page.getByRole('textbox', { name: '빠른주문 수량 버튼' }).fill(counts);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장되었습니다.' })).toBeVisible();
}

test('the quick-order amounts and the fill sound on /oversea are the ones the player set in /more/setting', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await countSounds(page);
  // demo1 holds KRW like every player, and no other spec trades overseas with it.
  await signIn(page, own.demo1);
  await saveSettings(page, { counts: '2, 4, 8', filledSound: false });

  await page.goto('/oversea');
  const amounts = page.getByRole('radiogroup').getByRole('radio');
  await expect(amounts).toHaveText(['2계약', '4계약', '8계약']);
  await page.getByRole('radio', { name: '2계약' }).click();
  await page.getByRole('button', { name: '2계약 매수' }).click();
  await expect(page.getByText(/^주문 체결완료 · \S+ 매수 2계약$/)).toBeVisible();
  await expect(page.getByTestId('oversea-position')).toContainText('매수 2계약');
  // The fill was told on screen, and in silence.
  expect(await soundsAsked(page)).toBe(0);

  // With the fill sound on again, closing the position (a fill too) is heard.
  await saveSettings(page, { counts: '2, 4, 8', filledSound: true });
  await page.goto('/oversea');
  const position = page.getByTestId('oversea-position');
  await position.getByRole('button', { name: '청산', exact: true }).click();
  await expect(position).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => soundsAsked(page)).toBeGreaterThan(0);
});
