import type { Page } from '@playwright/test';

/** What a page did wrong while loading: console errors, uncaught exceptions and CSP violations. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/**
 * Starts recording a page's problems; call before the first navigation. CSP violations are read from the
 * page's own `securitypolicyviolation` events (a binding the page's policy cannot block), so a violation is
 * caught even where the browser would not log it to the console (report-only, or a blocked style).
 */
export async function recordPageProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    problems.consoleErrors.push(`${page.url()}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`${page.url()}: ${error.message}`));
  await page.exposeBinding('__bxCspViolation', (_source, violation: string) => {
    problems.cspViolations.push(`${page.url()}: ${violation}`);
  });
  await page.addInitScript(() => {
    const win = globalThis as unknown as { __bxCspViolation: (text: string) => void };
    document.addEventListener('securitypolicyviolation', (event) => {
      win.__bxCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`,
      );
    });
  });
  return problems;
}
