import { expect, type Page } from '@playwright/test';

/**
 * Counts the page's HTTP requests on their way, from now on. `quiet()` waits until none has been for a while:
 * the page's start-up calls are answered. Playwright's networkidle cannot tell this after a sign-in, which moves
 * to the landing page inside the app (no page load, so the load state it waits for was reached long before).
 */
export function trackRequests(page: Page): { quiet: (forMs?: number) => Promise<void> } {
  let onTheirWay = 0;
  let changedAt = Date.now();
  const started = () => {
    onTheirWay += 1;
    changedAt = Date.now();
  };
  const ended = () => {
    onTheirWay -= 1;
    changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: (forMs = 500) =>
      expect.poll(() => onTheirWay === 0 && Date.now() - changedAt >= forMs, { timeout: 15_000 }).toBe(true),
  };
}
