import type { Page } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

/** WCAG relative luminance of an `rgb(r, g, b)` or `#rrggbb` colour: 0 is black, 1 is white. */
function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor).then(luminance);

const browserBar = (page: Page) =>
  page
    .evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? '')
    .then(luminance);

/**
 * A pixel of the chart's drawing near its top-left corner, above the candles (the chart is a canvas); not a
 * number until the chart has painted there.
 */
const chartBackground = (page: Page) =>
  page
    .evaluate(() => {
      // The image naming the chart lies over the box the library draws in.
      const chart = document.querySelector('[aria-label="실시간 차트"]')?.parentElement;
      const canvas = chart?.querySelector<HTMLCanvasElement>('canvas');
      const pixel = canvas?.getContext('2d')?.getImageData(2, 2, 1, 1).data;
      return pixel && pixel[3] === 255 ? `rgb(${pixel[0]}, ${pixel[1]}, ${pixel[2]})` : null;
    })
    .then((colour) => (colour === null ? Number.NaN : luminance(colour)));

const LIGHT = 0.8;
const DARK = 0.05;

test('demo1 picks the light theme in the settings: the page, the browser bar and the trade chart turn light at once and stay so', async ({
  page,
}) => {
  await signIn(page, own.demo1);
  await page.goto('/more/setting');
  const themes = page.getByRole('radiogroup', { name: '테마' });
  await expect(themes.getByRole('radio', { name: '다크' })).toBeChecked();
  expect(await pageBackground(page)).toBeLessThan(DARK);

  await themes.getByRole('radio', { name: '라이트' }).check();
  // No reload: the host's theme follows the setting the more remote just saved.
  await expect.poll(() => pageBackground(page), { timeout: 1_000 }).toBeGreaterThan(LIGHT);
  expect(await browserBar(page)).toBeGreaterThan(LIGHT);
  await expect(themes.getByRole('radio', { name: '라이트' })).toBeChecked();

  await page.reload();
  await expect(page.getByRole('radio', { name: '라이트' })).toBeChecked();
  expect(await pageBackground(page)).toBeGreaterThan(LIGHT);
  await page.screenshot({ path: `${SCREENSHOTS}theme-light-setting-390.png`, fullPage: true });

  await page.goto('/more');
  await expect(page.getByRole('navigation', { name: '더보기 메뉴' })).toBeVisible();
  expect(await pageBackground(page)).toBeGreaterThan(LIGHT);
  await page.screenshot({ path: `${SCREENSHOTS}theme-light-more-390.png`, fullPage: true });

  await page.goto('/exchange/1');
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();
  expect(await pageBackground(page)).toBeGreaterThan(LIGHT);
  await expect.poll(() => chartBackground(page)).toBeGreaterThan(LIGHT);
  await page.screenshot({ path: `${SCREENSHOTS}theme-light-exchange-390.png` });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SCREENSHOTS}theme-light-exchange-360.png` });
  await page.goto('/more');
  await expect(page.getByRole('navigation', { name: '더보기 메뉴' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}theme-light-more-360.png` });

  // Back to dark, again at once, and on the chart of the trade screen too.
  await page.goto('/more/setting');
  await expect(page.getByRole('radio', { name: '라이트' })).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOTS}theme-light-setting-360.png`, fullPage: true });
  await page.getByRole('radio', { name: '다크' }).check();
  await expect.poll(() => pageBackground(page), { timeout: 1_000 }).toBeLessThan(DARK);
  expect(await browserBar(page)).toBeLessThan(DARK);
  await page.goto('/exchange/1');
  await expect.poll(() => chartBackground(page)).toBeLessThan(DARK);
});

test('a visitor whose device keeps the light theme sees the sign-in page light', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bx:settings', JSON.stringify({ theme: 'light' })));
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    expect(await pageBackground(page)).toBeGreaterThan(LIGHT);
    await page.screenshot({ path: `${SCREENSHOTS}theme-light-signin-${width}.png` });
  }
});
