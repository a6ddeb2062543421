import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, HOSTS } from '../helper.js';

/** The host's index.html as its build writes it (shared/build-config/src/html-shell.mjs, minified), trimmed. */
const INDEX =
  '<!doctype html><html lang=ko><head><title>host</title></head><body><div id=root></div></body></html>';

let webRoot: string;
let app: FastifyInstance;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'bx-first-screen-'));
  await mkdir(path.join(webRoot, 'host'), { recursive: true });
  await writeFile(path.join(webRoot, 'host/index.html'), INDEX);
  app = await buildTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (url: string, host: string = HOSTS.main) => app.inject({ url, headers: { host } });

/** The server's drawing of the page, what is left of the document around it, and the texts it shows. */
function drawn(html: string) {
  const start = html.indexOf('<div id="first-screen"');
  const end = html.indexOf('</body>');
  const screen = start < 0 ? '' : html.slice(start, end);
  const texts = [...screen.matchAll(/>([^<>]+)</g)].map((match) => match[1]);
  return { screen, texts, rest: start < 0 ? html : html.slice(0, start) + html.slice(end) };
}

const meta = (html: string) => /<meta name="bx-site" content="([^"]*)">/.exec(html)?.[1];
/**
 * Whether `drawn` is `stock`'s last price as the market holds it, grouped in thousands. The market keeps
 * ticking while the test runs, so the price read here may be a tick newer than the one drawn: a step of a
 * tenth of a percent at most.
 */
function isLastPrice(drawn: string | undefined, stock: string): boolean {
  const last = Number(app.market.lastTick(stock)?.price);
  const shown = Number(drawn?.replaceAll(',', ''));
  return /^\d{1,3}(,\d{3})*(\.\d+)?$/.test(drawn ?? '') && Math.abs(shown - last) <= last / 1000;
}

async function optionStock(id: number): Promise<string> {
  return (await app.repos.binary.option(id))!.stock;
}

describe('the first screen the server draws into the page', () => {
  it('draws the sign-in form in Korean on a Korean site, over the empty root, naming the site', async () => {
    const response = await page('/signin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { screen, texts } = drawn(response.body);
    expect(response.body).toContain('<html lang="ko">');
    expect(response.body).toContain('<div id=root></div><div id="first-screen" aria-hidden="true" inert>');
    expect(screen).toContain('<h1 class="fs-heading">로그인</h1>');
    expect(texts).toEqual(['로그인', '아이디', '비밀번호']);
    expect(JSON.parse(meta(response.body)!.replaceAll('&#34;', '"'))).toEqual({
      siteInfoId: 1,
      code: 'main',
      lang: 'ko',
    });
  });

  it('answers a HEAD of a page as its GET, without the body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/exchange/1', headers: { host: HOSTS.main } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('draws it in English on an English site', async () => {
    const response = await page('/signin', HOSTS.site15);
    expect(response.body).toContain('<html lang="en">');
    expect(drawn(response.body).texts).toEqual(['Log in', 'Username', 'Password']);
    expect(meta(response.body)).toContain('&#34;siteInfoId&#34;:15');
  });

  it.each(['/exchange/1', '/exchangeView/1'])(
    "draws %s with the option's stock and the last price the market holds",
    async (url) => {
      const stock = await optionStock(1);
      const { screen, texts } = drawn((await page(url)).body);
      expect(screen).toContain('class="fs-header"');
      expect(screen).toContain('class="fs-footer"');
      expect(texts).toHaveLength(3);
      expect(texts[0]).toMatch(/[가-힣]/);
      expect(texts[1]).toBe(texts[0]);
      expect(isLastPrice(texts[2], stock), `${texts[2]} is ${stock}'s last price`).toBe(true);
    },
  );

  it("names the stock by its code on an English site, in the site's language", async () => {
    const stock = await optionStock(1);
    const { texts } = drawn((await page('/exchange/1', HOSTS.site15)).body);
    expect(texts.slice(0, 2)).toEqual([stock, stock]);
    expect(isLastPrice(texts[2], stock)).toBe(true);
  });

  it("draws a future's last price by its symbol", async () => {
    const { texts } = drawn((await page('/future/BTCUSDT')).body);
    expect(texts.slice(0, 2)).toEqual(['BTCUSDT', '비트코인']);
    expect(texts[2]).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    expect(isLastPrice(texts[2], 'BTCUSDT')).toBe(true);
  });

  it("draws the overseas quick order with its first future and that future's last price", async () => {
    const { screen, texts } = drawn((await page('/oversea')).body);
    expect(screen).toContain('class="fs-card"');
    expect(texts.slice(0, 2)).toEqual(['해외선물', '미니 나스닥100']);
    expect(isLastPrice(texts[2], 'NQ')).toBe(true);
    expect(drawn((await page('/oversea', HOSTS.site15)).body).texts.slice(0, 2)).toEqual([
      'Overseas futures',
      'NQ',
    ]);
  });

  it.each([
    '/exchange/999999',
    '/exchange/abc',
    '/exchange/99999999999999',
    '/future/NOPE',
    '/futureView/%3Cb%3E',
  ])(
    'draws %s, which names nothing the market prices, as the layout under the site name without a price',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const { screen, texts } = drawn(response.body);
      expect(screen).toContain('class="fs-header"');
      expect(screen).not.toContain('fs-price');
      expect(texts).toEqual(['BX']);
    },
  );

  it('draws any other page as a blank screen in the shell colours with the site name', async () => {
    const { texts } = drawn((await page('/more/notice/3', HOSTS.site33)).body);
    expect(texts).toEqual(['BX Lite']);
  });

  it('draws a blank screen in Korean for a hostname that is no site, naming no site', async () => {
    const response = await page('/exchange/1', 'nosuchsite.test');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ko">');
    expect(drawn(response.body).texts).toEqual([]);
    expect(drawn(response.body).screen).toContain('class="fs-blank"');
    expect(meta(response.body)).toBeUndefined();
  });

  it("escapes what a site's name holds, markup and replacement patterns alike", async () => {
    const name = `<img src=x onerror=alert(1)>"'&$'$&`;
    await app.db.query('UPDATE site_info SET name = $1 WHERE id = 25', [name]);
    app.forgetSites();
    try {
      const response = await page('/exchange/abc', HOSTS.site25);
      const { texts, rest } = drawn(response.body);
      expect(response.body).not.toContain('<img');
      expect(texts).toEqual(['&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;$&#39;$&#38;']);
      // The rest of the page is the build's, untouched.
      expect(rest.replace(/<meta name="bx-site"[^>]*><style>[^<]*<\/style>/, '')).toBe(
        INDEX.replace('lang=ko', 'lang="en"'),
      );
    } finally {
      await app.db.query("UPDATE site_info SET name = 'BX Guest' WHERE id = 25");
      app.forgetSites();
    }
  });
});
