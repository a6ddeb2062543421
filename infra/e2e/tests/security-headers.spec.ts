import type { Page, Response } from '@playwright/test';

import { recordPageProblems } from '../support/page-problems';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

/** A page of every remote, with the remote that owns it (shared/app-kit's route table). */
const MEMBER_PAGES = [
  { path: '/oversea', remote: 'oversea' },
  { path: '/exchange/1', remote: 'trade' },
  { path: '/future/BTCUSDTPERP', remote: 'futures' },
  { path: '/wallet/asset', remote: 'wallet' },
  { path: '/dnw', remote: 'wallet' },
  { path: '/search/oversea', remote: 'search' },
  { path: '/more', remote: 'more' },
] as const;

function expectSecurityHeaders(response: Response | null, what: string): void {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  const policy = headers['content-security-policy'] ?? '';
  const script = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
  expect(script, what).toBeDefined();
  expect(script, what).not.toContain('unsafe-inline');
  expect(policy, what).toContain(`frame-ancestors 'none'`);
}

/** Loads a page afresh and waits until its remote is loaded and the page has settled, without the fallback. */
async function visit(page: Page, path: string, remote: string): Promise<void> {
  const entry = page.waitForResponse((r) => r.url().endsWith(`/remotes/${remote}/remoteEntry.js`));
  const document = await page.goto(path);
  expectSecurityHeaders(document, `the document ${path}`);
  expectSecurityHeaders(await entry, `${remote}'s remoteEntry.js`);
  await expect
    .poll(() =>
      page.evaluate(
        (name) =>
          (
            globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }
          ).__FEDERATION__?.__INSTANCES__.some((instance) => instance.name === name) ?? false,
        remote,
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // The remote's error fallback is an alert; nothing else on these pages is.
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('every remote loads under the security headers with no console error and no CSP violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = await recordPageProblems(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

  // A visitor's page first: the logged-out trade view.
  await visit(page, '/exchangeView/1', 'trade');
  await signIn(page, own.demo1);
  for (const { path, remote } of MEMBER_PAGES) await visit(page, path, remote);

  // The bundled font and the STOMP socket got through the policy as well.
  const fontFaces = await page.evaluate(async () =>
    (await document.fonts.load('16px "Noto Sans KR"', '가')).map((face) => face.status),
  );
  expect(fontFaces.length).toBeGreaterThan(0);
  expect(fontFaces.every((status) => status === 'loaded')).toBe(true);
  expect(sockets).toContain('/bx_ws');
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('an inline script is refused by the policy', async ({ page, expectConsoleErrors }) => {
  expectConsoleErrors(
    /\/signin: Executing inline script violates the following Content Security Policy directive 'script-src/,
  );
  const problems = await recordPageProblems(page);
  await page.goto('/signin');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => problems.cspViolations.length).toBe(1);
  expect(problems.cspViolations[0]).toContain('script-src');
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
});
