import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../helper.js';

async function write(root: string, file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** The parts of a built remote's mf-manifest.json the hints read, with a file name that must never pass. */
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'App',
      assets: {
        js: {
          sync: [
            '979.b410c77a58.js',
            '__federation_expose_App.c1dd727cac.js',
            'https://evil.test/x.js',
            '../up.js',
          ],
          async: ['chart-library.6f19aed556.js'],
        },
      },
    },
  ],
};

const links = (header: unknown) => (typeof header === 'string' ? header.split(', ') : []);

let webRoot: string;
let app: FastifyInstance;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'bx-web-'));
  await write(webRoot, 'host/index.html', '<!doctype html><title>host</title>');
  await write(webRoot, 'host/main.3f2a9c1b.js', 'console.log("host")');
  await write(webRoot, 'remotes/trade/mf-manifest.json', '{"version":1}');
  await write(webRoot, 'remotes/trade/remoteEntry.js', 'var trade;');
  await write(webRoot, 'remotes/trade/chunk.1234abcd.js', 'chunk');
  app = await buildTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('serving the composed front end', () => {
  it('serves the host index.html at / without caching', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>host</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('caches content-hashed files for good', async () => {
    const response = await app.inject({ url: '/main.3f2a9c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/oversea', '/signin', '/more/notice/3'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves remote manifests and entries uncached and open to other origins', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await app.inject({ url: `/remotes/trade/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    const chunk = await app.inject({ url: '/remotes/trade/chunk.1234abcd.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    '/remotes/trade/missing.js',
    '/remotes/futures/mf-manifest.json',
    '/remotes/unknown/x.js',
    '/favicon.ico',
  ])('answers a missing file %s with a plain 404', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
  });

  it('shows a redeployed remote on the next request without a restart', async () => {
    expect((await app.inject({ url: '/remotes/trade/remoteEntry.js' })).body).toBe('var trade;');
    await rm(path.join(webRoot, 'remotes/trade'), { recursive: true });
    await write(webRoot, 'remotes/trade/mf-manifest.json', '{"version":2}');
    await write(webRoot, 'remotes/trade/remoteEntry.js', 'var tradeV2;');
    expect((await app.inject({ url: '/remotes/trade/remoteEntry.js' })).body).toBe('var tradeV2;');
    expect((await app.inject({ url: '/remotes/trade/mf-manifest.json' })).json()).toEqual({ version: 2 });
    expect((await app.inject({ url: '/remotes/trade/chunk.1234abcd.js' })).statusCode).toBe(404);
  });

  it('serves a remote deployed after start-up', async () => {
    expect((await app.inject({ url: '/remotes/more/mf-manifest.json' })).statusCode).toBe(404);
    await write(webRoot, 'remotes/more/mf-manifest.json', '{"name":"more"}');
    expect((await app.inject({ url: '/remotes/more/mf-manifest.json' })).statusCode).toBe(200);
  });
});

describe('preload hints for the first screen', () => {
  beforeAll(async () => {
    await write(webRoot, 'remotes/trade/mf-manifest.json', JSON.stringify(MANIFEST));
  });

  it('gives no hints to a page the host draws itself, or to an unknown hostname', async () => {
    const signIn = await app.inject({ url: '/signin' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers.link).toBeUndefined();
    const unknown = await app.inject({ url: '/exchange/1', headers: { host: 'nosuchsite.test' } });
    expect(unknown.headers.link).toBeUndefined();
  });

  it('gives none when the remote is not deployed here (its manifest cannot be read)', async () => {
    await rm(path.join(webRoot, 'remotes/trade/mf-manifest.json'));
    try {
      const page = await app.inject({ url: '/exchange/1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>host</title>');
      expect(page.headers.link).toBeUndefined();
    } finally {
      await write(webRoot, 'remotes/trade/mf-manifest.json', JSON.stringify(MANIFEST));
    }
  });

  it.each(['/exchange/1', '/exchangeView/1', '/exchangeView', '/exchange'])(
    'preloads the trade remote with %s: manifest, entry and its first chunks, nothing from elsewhere',
    async (url) => {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>host</title>');
      expect(links(page.headers.link)).toEqual([
        '</remotes/trade/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</remotes/trade/remoteEntry.js>; rel=preload; as=script',
        '</remotes/trade/979.b410c77a58.js>; rel=preload; as=script',
        '</remotes/trade/__federation_expose_App.c1dd727cac.js>; rel=preload; as=script',
      ]);
    },
  );
});

describe('without any front-end build', () => {
  it('starts, answers the API and a plain 404 for the site', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'bx-empty-'));
    const bare = await buildTestApp({ config: { webRoot: empty } });
    try {
      expect((await bare.inject({ url: '/' })).statusCode).toBe(404);
      expect((await bare.inject({ url: '/oversea' })).statusCode).toBe(404);
      expect((await bare.inject({ url: '/api/site_info/remotes?siteInfoId=1' })).statusCode).toBe(200);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
