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
