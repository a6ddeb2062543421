/**
 * Lighthouse (mobile, simulated slow 4G and 4x CPU: its defaults) on a page of the running site, in Debian's
 * Chromium, each run in a fresh browser profile so every run is a cold first load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  bytes: number;
  lcpElement: string;
}

interface LaunchedChrome {
  port: number;
  kill(): void;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
}

// chrome-launcher is the launcher lighthouse itself uses; resolving it through lighthouse keeps one copy of it.
const lighthouseMain = createRequire(import.meta.url).resolve('lighthouse');
const { launch } = (await import(
  pathToFileURL(createRequire(lighthouseMain).resolve('chrome-launcher')).href
)) as ChromeLauncher;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

/** Tokens as the app keeps them after a sign-in (shared/platform/src/auth/token-storage.ts). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * One Lighthouse run of `url`. With `tokens` the page loads signed in: they are written to the origin's
 * localStorage first, which Lighthouse's storage reset leaves alone (it clears caches and workers only).
 */
export async function measurePage(
  url: string,
  tokens: SessionTokens | undefined,
  reportFile: string,
): Promise<PageFigures> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    if (tokens) await storeTokens(chrome.port, new URL(url).origin, tokens);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    // A run whose trace went wrong (NO_NAVSTART, say) has no figures; the caller runs it again.
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.code} on ${url}`);
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const element = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    return {
      score: categories.performance?.score ?? Number.NaN,
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      fcpMs: value('first-contentful-paint'),
      bytes: value('total-byte-weight'),
      lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    };
  } finally {
    chrome.kill();
  }
}

async function storeTokens(port: number, origin: string, tokens: SessionTokens): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/site.json`);
    await page.evaluate(({ accessToken, refreshToken, expiresIn }) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('accessTokenExpiresAt', String(Date.now() + expiresIn * 1000));
    }, tokens);
    await page.close();
  } finally {
    await browser.close();
  }
}
