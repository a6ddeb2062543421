import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { siteUrl } from '../support/site';
import { expect, test } from '../support/test';

// These specs are about the service worker, which the other specs keep out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Until the site's service worker is installed and answers this page's requests. */
async function controlledByTheWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the sign-in page is an installable app under the site name', async ({ playwright }, testInfo) => {
  // Chromium offers no install in an incognito profile, which every test's own context is: a profile on disk.
  const profile = mkdtempSync(path.join(tmpdir(), 'bx-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: siteUrl(),
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    await controlledByTheWorker(page);

    // What Chromium itself decides before it offers "install": a manifest, its icons, a worker in control.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${siteUrl()}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const site = await (await page.request.get('/site.json')).json();
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe(site.siteInfo.name);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a second visit takes the site's hashed files from the worker's cache", async ({ page }) => {
  await page.goto('/signin');
  await controlledByTheWorker(page);
  const main = page.waitForResponse((r) => /\/main\.[0-9a-f]{10}\.js$/.test(r.url()));
  await page.reload();
  expect((await main).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
});

test('offline, a page shows "연결 없음" instead of the browser\'s error, and comes back by itself', async ({
  page,
  context,
  expectConsoleErrors,
}) => {
  await page.goto('/signin');
  await controlledByTheWorker(page);
  // The worker tries the network for each page before it answers with the offline page.
  expectConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '연결 없음' })).toBeVisible();
  await expect(page.getByText('연결되면 자동으로 다시 열립니다.')).toBeVisible();

  await context.setOffline(false);
  // No click: the offline page tries again by itself.
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/signin$/);
});

test('offline on an English site, the page says so in English', async ({
  page,
  context,
  expectConsoleErrors,
}) => {
  await page.goto(`${siteUrl('site15.localhost')}/signin`);
  await controlledByTheWorker(page);
  expectConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No connection' })).toBeVisible();
  await context.setOffline(false);
});
