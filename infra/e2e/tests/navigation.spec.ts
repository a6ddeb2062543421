import type { Page } from '@playwright/test';

import { pathOf, PLAYER_SCREENS, VISITOR_SCREENS } from '../support/screen-list';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/**
 * Leaves every screen by every footer tab and every entry of the trade side menu, as a player taps them: the
 * URL arrives where the tap points and stays there (no screen being left may take the player back), and
 * browser back returns to the screen left. demo2 has no unread message, so no alert stands in the way.
 */

// Some forty tests that only move around, each from its own sign-in: both workers take them, or this one file
// keeps a worker busy for minutes.
test.describe.configure({ mode: 'parallel' });

interface Exit {
  /** The tab's or the menu entry's name. */
  name: string;
  /** Every URL the tap may pass through: its path and the redirects it takes (/search -> /search/oversea). */
  passes: RegExp;
  /** Where it lands. */
  lands: RegExp;
}

const TABS: Exit[] = [
  { name: '빠른주문', passes: /^\/oversea$/, lands: /^\/oversea$/ },
  { name: '옵션', passes: /^\/exchange(\/\d+)?$/, lands: /^\/exchange\/\d+$/ },
  { name: '카피', passes: /^\/copytrade$/, lands: /^\/copytrade$/ },
  { name: '입출금', passes: /^\/dnw$/, lands: /^\/dnw$/ },
  { name: '검색', passes: /^\/search(\/oversea)?$/, lands: /^\/search\/oversea$/ },
  { name: '더보기', passes: /^\/more$/, lands: /^\/more$/ },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (path: string) => new RegExp(`^${escape(path)}$`);
const to = (name: string, path: string): Exit => ({ name, passes: exact(path), lands: exact(path) });

/** The trade side menu's entries and where each leads (바이너리 옵션 to the first option). */
const SIDE_MENU_ENTRIES: [name: string, path: string][] = [
  ['바이너리 옵션', '/exchange'],
  ['입금내역', '/balances/list'],
  ['입금신청', '/balances/deposit'],
  ['출금신청', '/balances/withdraw'],
  ['공지사항', '/support/notice'],
  ['투자정보', '/support/invest_info'],
  ['1:1 문의', '/more/contact'],
  ['내 정보', '/more/mypage'],
  ['약관', '/more/terms'],
  ['개인정보', '/more/privacy'],
];

const SIDE_MENU: Exit[] = SIDE_MENU_ENTRIES.map(([name, path]) =>
  path === '/exchange'
    ? { name, passes: /^\/exchange(\/\d+)?$/, lands: /^\/exchange\/\d+$/ }
    : to(name, path),
);

/**
 * The paths the page's URL moved to, in order (same-document navigations included); a navigation that keeps
 * the path (the router writing the same entry again) is no move.
 */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  let current = '';
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (path !== current) paths.push(path);
    current = path;
  });
  return paths;
}

/** The screen is drawn: the URL is `path` and its area loaded (no screen loader left). */
async function settledOn(page: Page, path: RegExp, trip: string) {
  await expect.poll(() => new URL(page.url()).pathname, trip).toMatch(path);
  await expect(page.getByRole('status').filter({ hasText: '화면을 불러오는 중' }), trip).toHaveCount(0);
}

async function leaveAndReturn(
  page: Page,
  paths: string[],
  start: string,
  exit: Exit,
  tap: () => Promise<void>,
) {
  const trip = `${start} -> ${exit.name}`;
  paths.length = 0;
  await tap();
  await settledOn(page, exit.lands, trip);
  for (const path of paths) expect(path, `${trip} passed through`).toMatch(exit.passes);
  // A tap on the tab of the screen itself stays where it is; back would leave the screen, so it is not asked.
  if (new URL(page.url()).pathname === start) return;
  expect(paths.at(-1), `${trip} landed`).toMatch(exit.lands);
  paths.length = 0;
  await page.goBack();
  await settledOn(page, exact(start), `${trip} -> back`);
  expect(paths, `${trip} -> back`).toEqual([start]);
}

for (const screen of PLAYER_SCREENS) {
  test(`from ${screen[0]} every footer tab arrives and stays, and back returns`, async ({
    page,
    request,
  }) => {
    const start = await pathOf(screen, request);
    await signIn(page, own.demo2);
    const paths = recordPaths(page);
    await page.goto(start);
    await settledOn(page, exact(start), start);
    const footer = page.getByRole('navigation', { name: '주요 메뉴' });
    for (const tab of TABS) {
      await leaveAndReturn(page, paths, start, tab, () =>
        footer.getByRole('link', { name: tab.name }).click(),
      );
    }
  });
}

for (const start of ['/exchange/2', '/exchange/1']) {
  test(`a player leaves ${start} by every entry of the side menu, and back returns`, async ({ page }) => {
    await signIn(page, own.demo2);
    const paths = recordPaths(page);
    await page.goto(start);
    await settledOn(page, exact(start), start);
    for (const entry of SIDE_MENU) {
      await leaveAndReturn(page, paths, start, entry, async () => {
        await page.getByRole('button', { name: '메뉴' }).click();
        await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: entry.name }).click();
      });
    }
  });
}

/** A visitor's exit to a page that needs a login: through its path (and its redirects) and / to the sign-in. */
const toSignIn = (name: string, ...paths: string[]): Exit => ({
  name,
  passes: new RegExp(`^(${[...paths, '/', '/signin'].map((path) => escape(path)).join('|')})$`),
  lands: /^\/signin$/,
});
/** A visitor's tabs: the trade tabs open their views, every other tab asks for a sign-in first. */
const VISITOR_TABS: Exit[] = [
  { name: '빠른주문', passes: /^\/overseaView(\/\d+)?$/, lands: /^\/overseaView\/\d+$/ },
  { name: '옵션', passes: /^\/exchangeView(\/\d+)?$/, lands: /^\/exchangeView\/\d+$/ },
  toSignIn('카피', '/copytrade'),
  toSignIn('입출금', '/dnw'),
  toSignIn('검색', '/search', '/search/oversea'),
  toSignIn('더보기', '/more'),
];
const VISITOR_SIDE_MENU: Exit[] = SIDE_MENU_ENTRIES.map(([name, path]) => toSignIn(name, path));

for (const screen of VISITOR_SCREENS) {
  test(`a visitor leaves ${screen[0]} by every footer tab: the trade tabs to their views, the others to the sign-in`, async ({
    page,
    request,
  }) => {
    const start = await pathOf(screen, request);
    const paths = recordPaths(page);
    await page.goto(start);
    await settledOn(page, exact(start), start);
    const footer = page.getByRole('navigation', { name: '주요 메뉴' });
    for (const tab of VISITOR_TABS) {
      await leaveAndReturn(page, paths, start, tab, () =>
        footer.getByRole('link', { name: tab.name }).click(),
      );
    }
  });
}

test('a visitor leaves the binary view by every entry of the side menu, to the sign-in, and back returns', async ({
  page,
}) => {
  const paths = recordPaths(page);
  const start = '/exchangeView/2';
  await page.goto(start);
  await settledOn(page, exact(start), start);
  for (const entry of VISITOR_SIDE_MENU) {
    await leaveAndReturn(page, paths, start, entry, async () => {
      await page.getByRole('button', { name: '메뉴' }).click();
      await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: entry.name }).click();
    });
  }
});
