import type { Page } from '@playwright/test';

import { signIn } from '../support/sign-in';
import { own } from '../support/players';
import { expect, test } from '../support/test';

interface Layout {
  /** The layout shifts (not caused by the player) up to two frames after the server's drawing was taken away. */
  takeoverShift: number;
  shifts: string[];
  /** Whether each largest-contentful-paint candidate, in order, was part of the server's drawing. */
  lcpInDrawing: boolean[];
  drawingGone: boolean;
}

/**
 * What the page records from its first byte: its layout shifts, its largest-contentful-paint candidates, and when
 * the app took the server's drawing of the page away (the takeover).
 */
function recordLayout(page: Page) {
  return page.addInitScript(() => {
    const seen = {
      takeoverShift: 0,
      shifts: [] as string[],
      lcpInDrawing: [] as boolean[],
      drawingGone: false,
    };
    (window as unknown as { layout: typeof seen }).layout = seen;
    let takeoverEnd = Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        seen.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
        if (entry.startTime <= takeoverEnd) seen.takeoverShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        seen.lcpInDrawing.push(entry.element?.closest('#first-screen') != null);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let drawn = false;
    const watch = new MutationObserver(() => {
      if (document.getElementById('first-screen')) drawn = true;
      else if (drawn) {
        watch.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            takeoverEnd = performance.now();
            seen.drawingGone = true;
          }),
        );
      }
    });
    watch.observe(document, { childList: true, subtree: true });
  });
}

const layoutOf = (page: Page) => page.evaluate(() => (window as unknown as { layout: Layout }).layout);

/** Opens `path`, whose page as the server sent it draws its first screen, and waits for the app to take over. */
async function openDrawn(page: Page, path: string, drawnText: RegExp) {
  await recordLayout(page);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<div id="first-screen"');
  expect(html).toMatch(drawnText);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect.poll(async () => (await layoutOf(page)).drawingGone).toBe(true);
}

function expectDrawingWasTheLargestPaint(layout: Layout) {
  expect(layout.lcpInDrawing, 'largest contentful paints, in the drawing or not').not.toContain(false);
  expect(layout.lcpInDrawing.length).toBeGreaterThan(0);
  expect(layout.takeoverShift, layout.shifts.join('; ')).toBeLessThanOrEqual(0.001);
}

test('the sign-in page paints the server-drawn form first, and the app takes over without a layout shift', async ({
  page,
}) => {
  await openDrawn(page, '/signin', /<h1 class="fs-heading">로그인<\/h1>/);
  await expect(page.getByLabel('아이디')).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  expectDrawingWasTheLargestPaint(await layoutOf(page));
});

test('the trade page paints the server-drawn last price first, and the app takes over without a layout shift', async ({
  page,
}) => {
  await signIn(page, own.demo1);
  await openDrawn(page, '/exchange/1', /<p class="fs-price">[\d,]+\.\d+<\/p>/);
  await expect(page.getByTestId('binary-balance')).toHaveText(/\d USDT$/);
  await expect(page.getByRole('status', { name: '회차 상태' })).toBeVisible();
  expectDrawingWasTheLargestPaint(await layoutOf(page));
});
