import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../helper.js';

const SCRIPT = `console.log(${JSON.stringify('호스트 '.repeat(400))});`;
const SMALL_SCRIPT = 'console.log(1)';

async function write(root: string, file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** A file as the build leaves it: with its .br and .gz twins. */
async function writeWithTwins(root: string, file: string, content: string): Promise<void> {
  await write(root, file, content);
  await write(root, `${file}.br`, brotliCompressSync(content));
  await write(root, `${file}.gz`, gzipSync(content));
}

let webRoot: string;
let app: FastifyInstance;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'bx-web-'));
  await write(webRoot, 'host/index.html', '<!doctype html><title>host</title>');
  await writeWithTwins(webRoot, 'host/main.3f2a9c1b.js', SCRIPT);
  await write(webRoot, 'host/small.5e6f7a8b.js', SMALL_SCRIPT);
  await writeWithTwins(webRoot, 'remotes/trade/remoteEntry.js', SCRIPT);
  app = await buildTestApp({ config: { webRoot } });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressed files', () => {
  it('sends the brotli twin to a browser that accepts it, with the type and cache policy of the file', async () => {
    const response = await get('/main.3f2a9c1b.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when brotli is not accepted', async () => {
    const response = await get('/main.3f2a9c1b.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([undefined, 'identity', 'zstd'])(
    'sends the file itself when the browser accepts no twin (Accept-Encoding %s)',
    async (acceptEncoding) => {
      const response = await get('/main.3f2a9c1b.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('sends a file without twins as it is, whatever the browser accepts', async () => {
    const response = await get('/small.5e6f7a8b.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SMALL_SCRIPT);
  });

  it('negotiates a HEAD request the same way', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/main.3f2a9c1b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it("negotiates a remote's files, which stay uncached and open to other origins", async () => {
    const response = await get('/remotes/trade/remoteEntry.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each(['/main.3f2a9c1b.js.br', '/main.3f2a9c1b.js.gz', '/remotes/trade/remoteEntry.js.br'])(
    'does not serve the twin %s as a file of its own',
    async (url) => {
      expect((await get(url, 'br')).statusCode).toBe(404);
    },
  );
});
