/** Lighthouse's figures for the pages players open first, the median of a few cold loads each. */
import path from 'node:path';

import { DEMO_PASSWORD } from '../support/sign-in.js';
import { siteUrl } from '../support/site.js';

import { measurePage, type PageFigures, type SessionTokens } from './lighthouse.js';

/** The trade page behind the sign-in is opened signed in as demo1. */
const PAGES = [
  { path: '/signin', signedIn: false },
  { path: '/exchangeView/1', signedIn: false },
  { path: '/exchange/1', signedIn: true },
  { path: '/oversea', signedIn: true },
];
/** Tries per run: Lighthouse now and then loses its trace on a busy machine. */
const TRIES = 3;

export async function printPageSpeed(runs: number, reportDir: string): Promise<void> {
  console.log(`Lighthouse 12.8.2, mobile, simulated slow 4G and 4x CPU (median of ${runs} runs per page)`);
  console.log(
    `  ${'page'.padEnd(16)}${'score'.padStart(6)}${'LCP'.padStart(9)}${'FCP'.padStart(9)}${'TBT'.padStart(9)}${'bytes'.padStart(10)}`,
  );
  for (const page of PAGES) {
    const figures: PageFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const report = path.join(reportDir, `${page.path.replaceAll('/', '_')}-${run}.json`);
      figures.push(await measureWithRetry(page, report));
    }
    console.log(row(page.path, figures));
  }
}

async function measureWithRetry(page: (typeof PAGES)[number], report: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const tokens = page.signedIn ? await signIn('demo1') : undefined;
      return await measurePage(`${siteUrl()}${page.path}`, tokens, report);
    } catch (error) {
      if (attempt === TRIES) throw error;
      console.log(`  (${page.path}: ${error instanceof Error ? error.message : String(error)}; again)`);
    }
  }
}

function row(pagePath: string, figures: PageFigures[]): string {
  const median = (pick: (figure: PageFigures) => number) =>
    figures.map(pick).sort((a, b) => a - b)[Math.floor(figures.length / 2)] ?? Number.NaN;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const cells = [
    String(Math.round(median((f) => f.score) * 100)).padStart(6),
    seconds(median((f) => f.lcpMs)).padStart(9),
    seconds(median((f) => f.fcpMs)).padStart(9),
    `${Math.round(median((f) => f.tbtMs))} ms`.padStart(9),
    `${(median((f) => f.bytes) / 1024).toFixed(0)} KiB`.padStart(10),
  ];
  const scores = figures.map((f) => Math.round(f.score * 100)).join('/');
  return `  ${pagePath.padEnd(16)}${cells.join('')}   (scores ${scores}; LCP element ${figures.at(-1)?.lcpElement})`;
}

/** Signs in over the API, as the sign-in page does, for the tokens the page would keep. */
async function signIn(username: string): Promise<SessionTokens> {
  const response = await fetch(`${siteUrl()}/api/login?siteInfoId=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, siteInfoId: 1 }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { data: SessionTokens }).data;
}
