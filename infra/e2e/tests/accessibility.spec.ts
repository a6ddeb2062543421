import type { Page } from '@playwright/test';

import { seriousViolations } from '../support/accessibility';
import {
  CONSOLE_SCREENS,
  pathOf,
  PLAYER_SCREENS,
  SIGN_SCREENS,
  VISITOR_SCREENS,
  type Screen,
} from '../support/screen-list';
import { signIn } from '../support/sign-in';
import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/**
 * axe-core on every route: each screen, drawn, has no serious or critical WCAG 2.1 A/AA violation. The screens
 * of a kind share one sign-in; every violation of every screen is listed before the test fails.
 */

// The longest spec of the suite (axe takes seconds a screen): its four tests, independent of each other, share
// the two workers rather than keep one busy for minutes at the end of a run.
test.describe.configure({ mode: 'parallel' });

/** The screen has drawn: no screen or list loader left. */
async function drawn(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /불러오는 중|Loading/ })).toHaveCount(0);
}

async function checkScreens(
  page: Page,
  request: Parameters<typeof pathOf>[1],
  screens: Screen[],
  origin = '',
) {
  const found: string[] = [];
  for (const screen of screens) {
    const path = await pathOf(screen, request);
    await page.goto(`${origin}${path}`);
    await drawn(page);
    found.push(...(await seriousViolations(page, `${origin}${path}`)));
  }
  expect(found).toEqual([]);
}

test('the player screens have no serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  await signIn(page, own.demo2);
  await checkScreens(page, request, PLAYER_SCREENS);
});

test('the visitor views and the sign pages have no serious accessibility violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await checkScreens(page, request, [...VISITOR_SCREENS, ...SIGN_SCREENS]);
});

test('the ops console has no serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await checkScreens(page, request, CONSOLE_SCREENS);
});

test('an English site has no serious accessibility violation either', async ({ page, request }) => {
  test.setTimeout(300_000);
  const origin = siteUrl('site15.localhost');
  await signIn(page, own.demo2, origin);
  await checkScreens(
    page,
    request,
    PLAYER_SCREENS.filter(([path]) => !path.includes('{id}')),
    origin,
  );
});
