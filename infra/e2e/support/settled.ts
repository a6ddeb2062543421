import type { Page, Response } from '@playwright/test';

/**
 * The page has done what it had in hand: a frame drawn, then its main thread idle, so the renders and effects that
 * follow the answers it has (a dialog an answer calls for, a subscription it asks for) have run. A test that
 * shows something does NOT appear waits on this, not on a clock.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
}

/** The answer is read to its end by the page, and the page has done what it called for. */
export async function settledAfter(page: Page, answer: Promise<Response>): Promise<void> {
  await (await answer).finished();
  await pageSettled(page);
}
