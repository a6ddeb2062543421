import { execFileSync } from 'node:child_process';
import path from 'node:path';

import type { AdminAuditEntry, SiteBoot, SiteRemote } from '@bx/contracts';
import type { APIRequestContext, Page, Request } from '@playwright/test';

import { apiLogin } from '../support/api';
import { applyDnw } from '../support/dnw';
import { api, auth, confirm, data, openConsole, playerPage, SHOTS } from '../support/ops-console';
import { shootPhones } from '../support/screens';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { E2E_WEB_ROOT, siteUrl } from '../support/site';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

/**
 * The ops console (issue 17): an operator changes the site and its remotes from /admin, and players' open
 * pages follow; players and other sites' operators cannot reach it; every change is in the audit log; and a
 * player's first load never downloads the console.
 */

const repo = new URL('../../../', import.meta.url).pathname;

/** The site's flags as the server has them now. */
async function siteType(request: APIRequestContext): Promise<string> {
  return ((await (await request.get(`${siteUrl()}/site.json`)).json()) as SiteBoot).siteInfo.type;
}

/** The operator of site 1 (SUPER) sets the site's flags straight through the server, to put them back. */
async function restoreSiteType(request: APIRequestContext, type: string): Promise<void> {
  if ((await siteType(request)) === type) return;
  const admin = await apiLogin(request, 'admin');
  await data(await request.post(api('admin/site'), { headers: auth(admin.token), data: { type } }));
}

async function tradeRemote(request: APIRequestContext): Promise<SiteRemote> {
  const admin = await apiLogin(request, 'admin');
  const registry = await data<SiteRemote[]>(
    await request.get(api('admin/site/remote'), { headers: auth(admin.token) }),
  );
  const trade = registry.find((remote) => remote.name === 'trade');
  if (!trade) throw new Error('site 1 has no trade remote');
  return trade;
}

/** The site's six flags with binary (the last) on or off. */
const withBinary = (type: string, on: boolean) => `${type.slice(0, 5)}${on ? '1' : '0'}`;

const optionsTab = (page: Page) =>
  page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '옵션', exact: true });

test('switching binary off sends an open trading page away at once, and switching it on brings it back', async ({
  page,
  browser,
  request,
}) => {
  const original = await siteType(request);
  expect(original.charAt(5), 'binary is on at the start').toBe('1');
  const player = await playerPage(browser, own.demo1);
  const playerDownloads: string[] = [];
  player.on('request', (sent: Request) => playerDownloads.push(sent.url()));
  await player.goto('/exchange/1');
  await expect(player.getByRole('region', { name: '베팅' })).toBeVisible();
  await expect(optionsTab(player)).toBeVisible();

  try {
    await openConsole(page);
    await shootPhones(page, 'admin-site', { dir: SHOTS, fullPage: true });
    const binary = page.getByRole('switch', { name: '바이너리' });
    await expect(binary).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: '미사용' })).toHaveCount(0);

    await binary.click();
    await expect(page.getByRole('alertdialog')).toContainText('바이너리 영역을 끄시겠습니까?');
    await confirm(page);
    await expect(binary).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('바이너리 영역을 껐습니다.')).toBeVisible();

    // demo1's page, never reloaded: it leaves the trading page and its footer no longer offers binary trading.
    await expect(player).not.toHaveURL(/\/exchange/, { timeout: 5_000 });
    await expect(
      player.getByText('이 서비스는 지금 이용할 수 없어 다른 화면으로 이동했습니다.'),
    ).toBeVisible();
    await expect(optionsTab(player)).toHaveCount(0);
    // A page loaded from now on starts without the area: /site.json has the change as soon as the push went out.
    expect(await siteType(request)).toBe(withBinary(original, false));
    await player.goto('/exchange/1');
    await expect(player).not.toHaveURL(/\/exchange/);

    await binary.click();
    await expect(binary).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('바이너리 영역을 켰습니다.')).toBeVisible();
    await expect(optionsTab(player)).toBeVisible();
    expect(await siteType(request)).toBe(original);
    await player.goto('/exchange/1');
    await expect(player).toHaveURL(/\/exchange\/1$/);
    await expect(player.getByRole('region', { name: '베팅' })).toBeVisible();
  } finally {
    await restoreSiteType(request, original);
    await player.context().close();
  }
  // A player's pages never download the console, not even while it is being used on the same site.
  expect(playerDownloads.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
});

test.describe('the remote registry', () => {
  const tag = `e2e-ops-${Date.now()}`;
  const folder = `next-${tag}`;
  const entry = `/remotes/trade/${folder}/mf-manifest.json`;

  test.beforeAll(() => {
    test.setTimeout(240_000);
    // A second build of the trade remote beside the served one, as a team would upload a release to try it.
    execFileSync(
      process.execPath,
      [path.join(repo, 'shared/build-config/bin/bx-webpack.mjs'), 'build', '--mode', 'production'],
      {
        cwd: path.join(repo, 'remotes/trade'),
        env: {
          ...process.env,
          BX_BUILD_TAG: tag,
          BX_OUTPUT_DIR: path.join(E2E_WEB_ROOT, 'remotes/trade', folder),
        },
        stdio: 'ignore',
      },
    );
  });

  // The build stays where it is (the run's web root is made afresh for every run): after the rollback it is the
  // trade remote's previous entry, which a later rollback returns to.

  test('an operator points the trade remote at another build and rolls it back; players get each on reload', async ({
    page,
    browser,
    request,
  }) => {
    const original = await tradeRemote(request);
    const player = await playerPage(browser, own.demo1);
    try {
      await player.goto('/exchange/1');
      await expect(player.getByRole('region', { name: '베팅' })).toBeVisible();
      await expect(player.getByTestId('build-tag')).toHaveCount(0);

      await openConsole(page);
      const row = page.getByRole('article', { name: 'trade', exact: true });
      await expect(row.getByTestId('remote-entry-trade')).toContainText(original.entry);
      const rollback = row.getByRole('button', { name: '이전 빌드로 되돌리기' });

      // A manifest the server would refuse is caught before anything is sent.
      await row.getByLabel('trade 새 매니페스트').fill('/remotes/wallet/mf-manifest.json');
      await row.getByRole('button', { name: '적용' }).click();
      await expect(row.getByRole('alert')).toContainText('/remotes/trade/…/mf-manifest.json');

      await row.getByLabel('trade 새 매니페스트').fill(entry);
      await row.getByRole('button', { name: '적용' }).click();
      await expect(page.getByRole('alertdialog')).toContainText(entry);
      await confirm(page);
      await expect(row.getByTestId('remote-entry-trade')).toContainText(entry);
      await expect(rollback).toBeEnabled();

      await player.reload();
      await expect(player.getByTestId('build-tag')).toHaveText(tag);

      await rollback.click();
      await expect(page.getByRole('alertdialog')).toContainText('이전 빌드로 되돌리시겠습니까?');
      await confirm(page);
      await expect(row.getByTestId('remote-entry-trade')).toContainText(original.entry);

      await player.reload();
      await expect(player.getByRole('region', { name: '베팅' })).toBeVisible();
      await expect(player.getByTestId('build-tag')).toHaveCount(0);
    } finally {
      const now = await tradeRemote(request);
      if (now.entry !== original.entry) {
        const admin = await apiLogin(request, 'admin');
        await data(
          await request.post(api('admin/site/remote'), {
            headers: auth(admin.token),
            data: { name: 'trade', entry: original.entry },
          }),
        );
      }
      await player.context().close();
    }
  });
});

test('players and other sites’ operators are refused, and the audit log lists every change made here', async ({
  page,
  request,
  browser,
  expectConsoleErrors,
}) => {
  // A player's token: refused by every admin call.
  const demo2 = await apiLogin(request, own.demo2);
  expect((await request.get(api('admin/audit'), { headers: auth(demo2.token) })).status()).toBe(403);
  for (const [call, body] of [
    ['admin/site', { type: '000000' }],
    ['admin/site/remote', { name: 'trade', entry: '/remotes/trade/mf-manifest.json' }],
    [
      'admin/player/adjust',
      { playerId: demo2.userId, type: 'PB', walletType: 'MONEY', point: '1', reason: 'x' },
    ],
  ] as const) {
    expect((await request.post(api(call), { headers: auth(demo2.token), data: body })).status(), call).toBe(
      403,
    );
  }

  // Site 15's operator, from its own site's page (only the browser resolves site15.localhost): its own site's
  // log opens, site 1 neither opens nor changes.
  expectConsoleErrors(
    failedRequest(403, '/api/admin/site/remote?siteInfoId=1'),
    failedRequest(403, '/api/admin/site?siteInfoId=1'),
  );
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${siteUrl('site15.localhost')}/signin`);
  const statuses = await other.evaluate(async (password) => {
    const login = await fetch('/api/login?siteInfoId=15', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, siteInfoId: 15 }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const own = await fetch('/api/admin/audit?siteInfoId=15', { headers });
    const read = await fetch('/api/admin/site/remote?siteInfoId=1', { headers });
    const change = await fetch('/api/admin/site?siteInfoId=1', {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: '000000' }),
    });
    return { own: own.status, read: read.status, change: change.status, token };
  }, DEMO_PASSWORD);
  expect(statuses).toMatchObject({ own: 200, read: 403, change: 403 });
  await other.context().close();
  // The same token on site 1's own address, as a client would send it there: refused too, by who it is.
  const site15Token = auth(statuses.token);
  const across = [
    await request.get(api('admin/site/remote'), { headers: site15Token }),
    await request.post(api('admin/site'), { headers: site15Token, data: { type: '000000' } }),
  ];
  for (const answer of across) expect([401, 403]).toContain(answer.status());
  expect((await siteType(request)).charAt(5)).toBe('1');

  // Site 1's operator changes the site and its registry (each to what it already is, leaving both as they are):
  // the log lists both, newest first, with what was sent.
  const admin = await apiLogin(request, 'admin');
  const type = await siteType(request);
  const marker = { name: 'trade', enabled: true } as const;
  await data(await request.post(api('admin/site'), { headers: auth(admin.token), data: { type } }));
  await data(await request.post(api('admin/site/remote'), { headers: auth(admin.token), data: marker }));
  const log = await data<{ content: AdminAuditEntry[] }>(
    await request.get(api('admin/audit?page=1&size=20'), { headers: auth(admin.token) }),
  );
  expect(
    log.content.slice(0, 2).map((entry) => [entry.admin, entry.action, entry.status, entry.request]),
  ).toEqual([
    ['admin', 'POST /api/admin/site/remote', 200, marker],
    ['admin', 'POST /api/admin/site', 200, { type }],
  ]);

  // The console's own log screen shows them, newest first, each with what it changed.
  await openConsole(page, '/admin/audit');
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText('POST /api/admin/site/remote');
  await newest.getByText('변경 내용').click();
  await expect(newest.getByRole('term').filter({ hasText: /^updatedAt$/ })).toBeVisible();
  await shootPhones(page, 'admin-audit', { dir: SHOTS, fullPage: true });
});

test('an operator decides a waiting deposit and finds players, each step confirmed', async ({
  page,
  request,
}) => {
  const demo2 = await apiLogin(request, own.demo2);
  const waiting = await applyDnw(request, demo2.token, 'D', 10_000n);
  try {
    await openConsole(page, '/admin/money');
    const waitingList = page.getByRole('region', { name: '처리 대기' });
    const row = waitingList.getByRole('article', { name: `신청 #${waiting.id}` });
    await expect(row).toContainText(`${own.demo2} (회원 #${demo2.userId})`);
    await expect(row).toContainText('10,000');
    await shootPhones(page, 'admin-money', { dir: SHOTS, fullPage: true });

    // A deposit rejected with a reason: no money moves, and the request leaves the waiting list for the decided
    // one, where the reason shows (the player reads it in their history).
    await row.getByLabel(/거절 사유/).fill('입금자명이 일치하지 않습니다.');
    await row.getByRole('button', { name: '거절' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`${own.demo2} (회원 #${demo2.userId})의`);
    await confirm(page);
    await expect(page.getByText('거절했습니다.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: '최근 처리' }).getByRole('article', { name: `신청 #${waiting.id}` }),
    ).toContainText('거절 사유: 입금자명이 일치하지 않습니다.');
  } finally {
    // Left waiting, it would refuse demo2's next request in later specs (one waiting request at a time).
    const admin = await apiLogin(request, 'admin');
    await request.post(api('admin/dnw/reject'), {
      headers: auth(admin.token),
      data: { dnwHistoryId: waiting.id },
    });
  }

  await page.getByRole('link', { name: '회원', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/players$/);
  await expect(page.getByRole('link', { name: '회원', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('아이디, 이름 또는 전화번호').fill('demo3');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/\?q=demo3$/);
  const demo3 = page.getByRole('article', { name: /\(demo3\)/ });
  await expect(demo3).toContainText('정상');
  await shootPhones(page, 'admin-players', { dir: SHOTS, fullPage: true });
  // Blocking asks first; 취소 leaves the player as they were (other specs use demo3).
  await demo3.getByRole('button', { name: '차단', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('차단하시겠습니까?');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(demo3).toContainText('정상');
});

test('a player opening /admin is sent away without downloading the ops console', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, own.demo2);
  const downloaded: string[] = [];
  page.on('request', (sent) => downloaded.push(new URL(sent.url()).pathname));
  await page.goto('/admin', { waitUntil: 'networkidle' });
  await expect(page).not.toHaveURL(/\/admin/);
  expect(downloaded.filter((pathname) => pathname.startsWith('/remotes/admin/'))).toEqual([]);
  await context.close();
});

test('a first load of the sign-in page downloads nothing of the ops console', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const downloaded: string[] = [];
  page.on('request', (sent) => downloaded.push(new URL(sent.url()).pathname));
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  expect(downloaded).toContain('/site.json');
  expect(downloaded.filter((pathname) => pathname.startsWith('/remotes/admin/'))).toEqual([]);
  await context.close();
});
