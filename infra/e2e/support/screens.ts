import path from 'node:path';

import type { Page } from '@playwright/test';

/** Where specs leave screenshots for a person to look at: .e2e/screenshots/ at the repository's root. */
export const SCREENSHOTS = new URL('../../../.e2e/screenshots/', import.meta.url).pathname;

/** The phone sizes every screen is looked at in. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

/**
 * The screen at each phone size, saved as `<name>-<width>x<height>.png` in `dir`. `check` runs at each size
 * before its picture (a layout assertion); a full-page picture is taken from the top, or the sticky header is
 * drawn over its middle. The page is left at 390x844.
 */
export async function shootPhones(
  page: Page,
  name: string,
  {
    dir = SCREENSHOTS,
    fullPage = false,
    check,
  }: { dir?: string; fullPage?: boolean; check?: () => Promise<void> } = {},
): Promise<void> {
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await check?.();
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(dir, `${name}-${size.width}x${size.height}.png`), fullPage });
  }
  await page.setViewportSize(PHONES[0]);
}
