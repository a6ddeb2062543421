import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type WebError,
} from '@playwright/test';

export { expect };

/**
 * Declares console errors or uncaught errors this test provokes on purpose, one pattern per expected
 * message. Each pattern must then match at least once, so a declaration cannot outlive the failure it stands for.
 */
export type ExpectConsoleErrors = (...patterns: RegExp[]) => void;

function consoleLine(message: ConsoleMessage): string {
  const { url } = message.location();
  return `${message.page()?.url() ?? '(no page)'}: ${message.text()}${url ? ` (${url})` : ''}`;
}

function pageErrorLine(error: WebError): string {
  return `${error.page()?.url() ?? '(no page)'}: uncaught ${error.error().message}`;
}

/** Chromium's console error for a request answered with `status`, e.g. failedRequest(401, '/api/login?siteInfoId=1'). */
export function failedRequest(status: number, pathAndQuery: string): RegExp {
  const escaped = pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^/]+${escaped}\\)$`,
  );
}

/**
 * Every spec's `test`: it fails a test, at teardown, when any page of it (the default context's and those the
 * test opens itself) logged a console error or threw an uncaught error that the test did not declare through
 * `expectConsoleErrors`. A failed request shows up here too, as Chromium's "Failed to load resource" error.
 */
export const test = base.extend<{ expectConsoleErrors: ExpectConsoleErrors }>({
  expectConsoleErrors: [
    async ({ browser, context }, use) => {
      const seen: string[] = [];
      const expected: RegExp[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') seen.push(consoleLine(message));
      };
      const onPageError = (error: WebError) => seen.push(pageErrorLine(error));
      const watch = (watched: BrowserContext) => {
        watched.on('console', onConsole);
        watched.on('weberror', onPageError);
      };
      watch(context);
      browser.on('context', watch);
      await use((...patterns) => expected.push(...patterns));
      browser.off('context', watch);

      const unexpected = seen.filter((line) => !expected.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and uncaught errors nobody declared').toEqual([]);
      const unmet = expected.filter((pattern) => !seen.some((line) => pattern.test(line)));
      expect(unmet, 'declared console errors that never appeared').toEqual([]);
    },
    { auto: true },
  ],
});
