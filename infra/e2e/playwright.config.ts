import { defineConfig } from '@playwright/test';

import { E2E_PORT, siteUrl } from './support/site';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One server and two cores: tests run one at a time against the same running site.
  workers: 1,
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
