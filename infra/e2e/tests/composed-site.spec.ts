import type { Me } from '@bx/contracts';

import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { own } from '../support/players';

test('demo1 signs in through the page and lands on /oversea, drawn by the oversea remote from its manifest', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, own.demo1);

  await expect(page).toHaveURL(/\/oversea$/);
  await expect(page.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();
  expect(manifests).toContain('/remotes/oversea/mf-manifest.json');

  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await page.request.get('/api/me?siteInfoId=1', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { data } = (await me.json()) as { data: Me };
  // The landing screen's balance is the player's money, as the server holds it.
  await expect(page.getByTestId('oversea-balance')).toHaveText(
    `${Number(data.money).toLocaleString('en-US')}원`,
  );
});

test('the page holds one React and one socket connection while the player moves between remotes', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await signIn(page, own.demo1);
  await expect(page.getByRole('heading', { name: '해외선물 빠른주문' })).toBeVisible();
  await page.getByRole('link', { name: '입출금' }).click();
  await expect(page.getByRole('heading', { name: '입출금' })).toBeVisible();
  await page.getByRole('link', { name: '더보기' }).click();
  await expect(page.getByRole('heading', { name: '더보기' })).toBeVisible();

  // Every federation instance on the page (the host and each loaded remote) resolved React and the router to
  // the host's one copy.
  const reactProviders = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean };
    type Instance = { name: string; shareScopeMap: { default: Record<string, Record<string, Shared>> } };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    return federation.__INSTANCES__.flatMap((instance) =>
      ['react', 'react-dom', 'react-router-dom'].flatMap((name) =>
        Object.entries(instance.shareScopeMap.default[name] ?? {})
          .filter(([, shared]) => shared.loaded)
          .map(([version, shared]) => `${name}@${version} from ${shared.from}`),
      ),
    );
  });
  expect(new Set(reactProviders)).toEqual(
    new Set(['react@19.3.1 from host', 'react-dom@19.3.1 from host', 'react-router-dom@7.18.6 from host']),
  );
  expect(sockets).toEqual([expect.stringContaining('/bx_ws')]);
});

test('a page learns its site in one request: the /site.json that index.html preloads, fetched once', async ({
  page,
}) => {
  const siteCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/site.json' || pathname.startsWith('/api/site_info/')) siteCalls.push(pathname);
  });

  await page.goto('/exchangeView/1');
  await expect(page.getByText('로그인하면 이 회차에 상승·하락을 걸 수 있습니다.')).toBeVisible();

  expect(siteCalls).toEqual(['/site.json']);
  // Asked for by the page's preload, not by the script once it has run.
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) =>
        new URL(entry.name).pathname === '/site.json'
          ? [(entry as PerformanceResourceTiming).initiatorType]
          : [],
      ),
  );
  expect(initiators).toEqual(['link']);
});
