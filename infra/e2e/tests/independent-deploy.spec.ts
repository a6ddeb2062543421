import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { signIn } from '../support/sign-in';
import { E2E_WEB_ROOT } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

const repo = new URL('../../../', import.meta.url).pathname;

// A redeploy must show with the site's service worker in control of the page (it keeps hashed files only).
test.use({ serviceWorkers: 'allow' });

function snapshot(dir: string): string[] {
  return readdirSync(dir).map((file) => `${file}:${statSync(path.join(dir, file)).mtimeMs}`);
}

test('a rebuilt remote put in place shows on reload, with no host rebuild and no server restart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, own.demo1);
  await expect(page.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();
  await expect(page.getByTestId('build-tag')).toHaveCount(0);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const hostBefore = snapshot(path.join(E2E_WEB_ROOT, 'host'));

  const tag = `oversea-${Date.now()}`;
  // Built beside the served folder, so putting it in place is one rename, as a deploy would do.
  const release = mkdtempSync(path.join(E2E_WEB_ROOT, '..', 'release-oversea-'));
  execFileSync(
    process.execPath,
    [path.join(repo, 'shared/build-config/bin/bx-webpack.mjs'), 'build', '--mode', 'production'],
    {
      cwd: path.join(repo, 'remotes/oversea'),
      env: { ...process.env, BX_BUILD_TAG: tag, BX_OUTPUT_DIR: release },
      stdio: 'ignore',
    },
  );
  const deployed = path.join(E2E_WEB_ROOT, 'remotes/oversea');
  rmSync(deployed, { recursive: true });
  renameSync(release, deployed);

  await page.reload();
  await expect(page.getByTestId('build-tag')).toHaveText(tag);
  expect(snapshot(path.join(E2E_WEB_ROOT, 'host'))).toEqual(hostBefore);
});

test('manifests and remote entries are revalidated on every load, hashed chunks are cached for good', async ({
  request,
}) => {
  const manifest = await request.get('/remotes/oversea/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get('/remotes/oversea/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');

  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = exposes[0]?.assets.js.sync[0];
  expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
  const hashed = await request.get(`/remotes/oversea/${chunk}`);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toContain('immutable');
});
