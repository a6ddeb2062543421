import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Request,
  type Response,
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

/** The site under test, whichever site's hostname a page uses (localhost, 127.0.0.1, site15.localhost, ...). */
function isOurs(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}

function pageOf(request: Request): string {
  try {
    return request.frame().page().url();
  } catch {
    return '(no page)'; // a service worker's request
  }
}

/**
 * A request of the site that failed, worded as Chromium's console error for it after a `request:` mark, so that
 * one declaration (`failedRequest`) covers both: this catches those the console does not report.
 */
function failedResponseLine(response: Response): string {
  return (
    `${pageOf(response.request())}: request: Failed to load resource: the server responded with a status of ` +
    `${response.status()} (${response.statusText()}) (${response.url()})`
  );
}

function failedRequestLine(request: Request, errorText: string): string {
  return `${pageOf(request)}: request: Failed to load resource: ${errorText} (${request.url()})`;
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
 * test opens itself) logged a console error, threw an uncaught error, or had a request of the site answered with
 * an error status (400 and up) or fail on the way, that the test did not declare through `expectConsoleErrors`.
 * A failed request shows twice, as Chromium's "Failed to load resource" console error and as the request itself
 * (the `request:` line): `failedRequest(...)` matches both. A request cut short (net::ERR_ABORTED: the page moved
 * on, or the app cancelled it) is no failure.
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
      const onResponse = (response: Response) => {
        if (response.status() >= 400 && isOurs(response.url())) seen.push(failedResponseLine(response));
      };
      const onRequestFailed = (request: Request) => {
        const errorText = request.failure()?.errorText ?? 'failed';
        if (errorText !== 'net::ERR_ABORTED' && isOurs(request.url()))
          seen.push(failedRequestLine(request, errorText));
      };
      const watch = (watched: BrowserContext) => {
        watched.on('console', onConsole);
        watched.on('weberror', onPageError);
        watched.on('response', onResponse);
        watched.on('requestfailed', onRequestFailed);
      };
      watch(context);
      browser.on('context', watch);
      await use((...patterns) => expected.push(...patterns));
      browser.off('context', watch);

      const unexpected = seen.filter((line) => !expected.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors, uncaught errors and failed requests nobody declared').toEqual([]);
      const unmet = expected.filter((pattern) => !seen.some((line) => pattern.test(line)));
      expect(unmet, 'declared errors that never appeared').toEqual([]);
    },
    { auto: true },
  ],
});
