/**
 * Prints the size and speed budget of the front end (it asserts nothing): build time of each app, gzip bytes of
 * each remote's entry and first chunk, the gzip JS bytes Chromium loads for the host's first paint of /signin,
 * and Lighthouse's mobile figures for the pages players open first, all against the production build behind
 * the real server. `pnpm budget` [--no-build: measure the current builds] [--no-lighthouse] [--runs=N: the
 * median of N Lighthouse runs per page, default 3].
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { siteUrl } from '../support/site.js';

import { printPageSpeed } from './page-speed.js';

const repo = new URL('../../../', import.meta.url).pathname;
const apps = ['host', ...readdirSync(path.join(repo, 'remotes')).map((name) => `remotes/${name}`)];
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const runs = Number(
  /^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3,
);

if (!process.argv.includes('--no-build')) {
  console.log('Build time');
  for (const app of apps) {
    const started = performance.now();
    execFileSync(
      process.execPath,
      [path.join(repo, 'shared/build-config/bin/bx-webpack.mjs'), 'build', '--mode', 'production'],
      {
        cwd: path.join(repo, app),
        stdio: 'ignore',
      },
    );
    console.log(`  ${app.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

console.log('Remote entry and first chunk (gzip)');
for (const app of apps.filter((name) => name.startsWith('remotes/'))) {
  const dist = path.join(repo, app, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const entry = gz(readFileSync(path.join(dist, 'remoteEntry.js')));
  const firstChunk = (manifest.exposes[0]?.assets.js.sync ?? [])
    .map((file) => gz(readFileSync(path.join(dist, file))))
    .reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `  ${app.padEnd(16)} entry ${kb(entry).padStart(9)}   first chunk ${kb(firstChunk).padStart(9)}`,
  );
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(repo, 'infra/e2e/support/serve-composed-site.ts')],
  {
    stdio: 'ignore',
  },
);
try {
  await waitFor(`${siteUrl()}/site.json`);
  await printHostFirstLoad();
  if (!process.argv.includes('--no-lighthouse')) {
    await printPageSpeed(runs, path.join(repo, '.e2e/lighthouse'));
  }
} finally {
  server.kill('SIGTERM');
}

async function printHostFirstLoad(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then(gz));
  });
  await page.goto(`${siteUrl()}/signin`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '로그인' }).waitFor();
  const sizes = await Promise.all(scripts);
  console.log(
    `Host first load on /signin: ${kb(sizes.reduce((sum, bytes) => sum + bytes, 0))} gzip JS in ${sizes.length} files`,
  );
  await browser.close();
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}
