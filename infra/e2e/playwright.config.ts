import { defineConfig } from '@playwright/test';

import { E2E_PORT, E2E_WORKERS, siteUrl } from './support/site';

/**
 * Specs that change what every page of the site gets (its flags, its remotes' files and registry, options stopped,
 * notices pushed to every open page): they run after the others, one at a time, so that no spec running beside
 * them sees the change. A failed spec of the others leaves them unrun (the run fails either way). To run one of them
 * alone, without the whole suite before it: `playwright test --no-deps tests/notices.spec.ts`.
 */
const SITE_WIDE = [
  'independent-deploy.spec.ts',
  'notices.spec.ts',
  'ops-console.spec.ts',
  'ops-console-areas.spec.ts',
  'remote-versions.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // A spec's tests run in order on one worker (some build on the one before); specs run two at a time, each worker
  // signing in as its own players (support/players.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  projects: [
    { name: 'specs', testIgnore: SITE_WIDE },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['specs'], workers: 1 },
  ],
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: siteUrl(),
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    // The site's service worker is tested where it is the subject (installable-app, independent-deploy); the
    // other specs see the app as a first visit does, with page.route in charge of every request.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node --import tsx support/serve-composed-site.ts',
    url: `${siteUrl()}/site.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
