import { signIn } from '../support/sign-in';
import { expect, failedRequest, test } from '../support/test';
import { own } from '../support/players';

test('a remote whose files are gone shows its fallback with a retry, and the shell and the other remotes keep working', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(
    failedRequest(404, '/remotes/more/mf-manifest.json'),
    /: remote more failed to load Error: \[ Federation Runtime \]: Failed to get manifest/,
  );
  await page.route('**/remotes/more/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await signIn(page, own.demo1);

  await page.getByRole('link', { name: '더보기' }).click();
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('화면을 불러오지 못했습니다.');
  await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();

  await page.getByRole('link', { name: '입출금' }).click();
  await expect(page.getByRole('heading', { name: '입출금' })).toBeVisible();

  // The files are back: the retry button loads the remote without a page reload.
  await page.getByRole('link', { name: '더보기' }).click();
  await expect(fallback).toBeVisible();
  await page.unroute('**/remotes/more/**');
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '더보기' })).toBeVisible();
});

test('a remote that never answers shows its fallback once the load timeout passes', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(
    /: remote search failed to load TimeoutError: remote search did not load within 3000 ms/,
  );
  await page.addInitScript(() => localStorage.setItem('bx:remote-timeout-ms', '3000'));
  await page.route('**/remotes/search/**', () => {
    // Never answered: the request hangs like a stalled CDN.
  });
  await signIn(page, own.demo1);

  await page.getByRole('link', { name: '검색' }).click();
  await expect(page.getByRole('status')).toContainText('화면을 불러오는 중입니다.');
  await expect(page.getByRole('alert')).toContainText('화면을 불러오지 못했습니다.', { timeout: 8_000 });
  await page.getByRole('link', { name: '빠른주문' }).click();
  await expect(page.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();
});
