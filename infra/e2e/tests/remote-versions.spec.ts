import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { SiteRemote } from '@bx/contracts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { adminCall, playerPage } from '../support/ops-console';
import { shootPhones } from '../support/screens';
import { E2E_WEB_ROOT } from '../support/site';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/** Where this spec's pictures go, for a person to look at. */
const SHOTS = new URL('../../../test-results/remote-versions/', import.meta.url).pathname;

/**
 * Issue 33: every build states the range of each shared singleton it accepts. A trade remote built against a
 * @bx/platform the site's host does not carry is refused when it loads: the player sees the fallback with its
 * retry, the console names the reason, the rest of the site works, and pointing the registry back restores the
 * screen, all with the host's files untouched.
 */

const repo = new URL('../../../', import.meta.url).pathname;
const tag = `e2e-versions-${Date.now()}`;
const entryOf = (folder: string) => `/remotes/trade/${folder}/mf-manifest.json`;
const INCOMPATIBLE = `incompatible-${tag}`;
/** The @bx/platform the site's host carries. */
const platformVersion = (
  JSON.parse(readFileSync(path.join(repo, 'shared/platform/package.json'), 'utf8')) as { version: string }
).version;
const NEW_TEXT = `new-text-${tag}`;

/**
 * Builds the trade remote beside the served one, as a team uploads a release, from the workspace with `edits`
 * made to it ([file, text, replacement]); the files are put back at once, whatever happens.
 */
function buildTrade(folder: string, edits: [string, string, string][]): void {
  const originals = edits.map(([file]) => [file, readFileSync(path.join(repo, file), 'utf8')] as const);
  try {
    for (const [file, text, replacement] of edits) {
      const source = readFileSync(path.join(repo, file), 'utf8');
      if (!source.includes(text)) throw new Error(`${file} has no ${text}`);
      writeFileSync(path.join(repo, file), source.replace(text, replacement));
    }
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
  } finally {
    for (const [file, source] of originals) writeFileSync(path.join(repo, file), source);
  }
}

/** Every file of the served host with the hash of its bytes. */
function hostFiles(): string[] {
  const dir = path.join(E2E_WEB_ROOT, 'host');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => path.join(file.parentPath, file.name))
    .sort()
    .map(
      (file) =>
        `${path.relative(dir, file)}:${createHash('sha256').update(readFileSync(file)).digest('hex')}`,
    );
}

async function pointTrade(request: APIRequestContext, to: string): Promise<void> {
  await adminCall(request, 'admin/site/remote', { name: 'trade', entry: to });
}

/**
 * Runs `steps` with a signed-in player of their own and the trade remote's entry as the site has it, then
 * checks that the host's files did not change a byte, and points the registry back whatever happened.
 */
async function withTradeRegistry(
  browser: Browser,
  request: APIRequestContext,
  steps: (player: Page, original: string) => Promise<void>,
): Promise<void> {
  const registry = await adminCall<SiteRemote[]>(request, 'admin/site/remote');
  const original = registry.find((remote) => remote.name === 'trade')!.entry;
  const hostBefore = hostFiles();
  const player = await playerPage(browser, own.demo1);
  try {
    await steps(player, original);
    expect(hostFiles()).toEqual(hostBefore);
  } finally {
    await pointTrade(request, original);
    await player.context().close();
  }
}

test.beforeAll(() => {
  test.setTimeout(300_000);
  // A team's release with a changed text of its own area, and one built against a @bx/platform of another
  // major than the site's (the version its package states while it is built is the one the build asks for).
  buildTrade(NEW_TEXT, [['shared/trade-messages/src/index.ts', "ko: '진행 베팅'", "ko: '진행 중 베팅'"]]);
  buildTrade(INCOMPATIBLE, [
    ['shared/platform/package.json', `"version": "${platformVersion}"`, '"version": "9.0.0"'],
  ]);
});

test('a changed text ships with the trade remote alone: the next load shows it, the host untouched, and rolling back restores it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await withTradeRegistry(browser, request, async (player, original) => {
    await player.goto('/exchange/1');
    await expect(player.getByRole('tab', { name: '진행 베팅' })).toBeVisible();

    await pointTrade(request, entryOf(NEW_TEXT));
    await player.reload();
    await expect(player.getByRole('tab', { name: '진행 중 베팅' })).toBeVisible();
    await expect(player.getByTestId('build-tag')).toHaveText(tag);

    await pointTrade(request, original);
    await player.reload();
    await expect(player.getByRole('tab', { name: '진행 베팅' })).toBeVisible();
    await expect(player.getByTestId('build-tag')).toHaveCount(0);
  });
});

test('a remote built against an incompatible shared package is refused with the fallback and its reason; pointing back restores it', async ({
  browser,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  expectConsoleErrors(
    new RegExp(
      `remote trade failed to load [\\s\\S]*Version ${platformVersion.replaceAll('.', '\\.')} from host of shared ` +
        'singleton module @bx/platform does not satisfy the requirement of trade which needs \\^9\\.0\\.0',
    ),
  );
  await withTradeRegistry(browser, request, async (player, original) => {
    await pointTrade(request, entryOf(INCOMPATIBLE));
    await player.goto('/exchange/1');
    const fallback = player.getByRole('alert').filter({ hasText: '화면을 불러오지 못했습니다.' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button')).toBeVisible();
    await shootPhones(player, 'remote-refused', { dir: SHOTS });
    await expect(player.getByTestId('build-tag')).toHaveCount(0);
    // Only that screen is refused: the rest of the site works.
    await player.goto('/oversea');
    await expect(player.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();

    await pointTrade(request, original);
    await player.goto('/exchange/1');
    await expect(player.getByRole('region', { name: '베팅' })).toBeVisible();
  });
});
