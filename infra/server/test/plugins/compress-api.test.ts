import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { VirtualClock } from '../../src/market/clock.js';
import { COMPRESS_THRESHOLD } from '../../src/plugins/compress-api.js';
import { buildTestApp, HOSTS } from '../helper.js';

const T0 = Date.UTC(2024, 0, 3, 0, 0, 0);
const KLINES = '/api/trade/kline_data?siteInfoId=1&stockListStrs=BTCUSDT,ETHUSDT&interval=1m';
/** A built file with no .br/.gz twin, over the threshold. */
const BIG_SCRIPT = `console.log(${JSON.stringify('원격 '.repeat(800))});`;

let webRoot: string;
let app: FastifyInstance;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'bx-web-'));
  await mkdir(path.join(webRoot, 'host'), { recursive: true });
  await writeFile(path.join(webRoot, 'host/index.html'), '<!doctype html><title>host</title>');
  await writeFile(path.join(webRoot, 'host/big.1a2b3c4d.js'), BIG_SCRIPT);
  // The market frozen at one instant: every read of the candles answers the same bytes.
  const clock = new VirtualClock(T0 + 500);
  app = await buildTestApp({
    config: { webRoot },
    clock,
    market: { clock, historyMinutes: 120 },
    binary: { autoStart: false },
  });
  await clock.advance(3_000);
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    url,
    headers: {
      host: HOSTS.main,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed API answers', () => {
  it('sends a large answer (kline_data) brotli- or gzip-compressed as asked, the same JSON once decoded', async () => {
    const plain = await get(KLINES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESS_THRESHOLD);
    JSON.parse(plain.body);

    const br = await get(KLINES, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(KLINES, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const small = await get(`/api/server_time_offset?siteInfoId=1&ms=${T0}`, 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ data: { offset: expect.any(Number) } });
  });

  it('sends built files as they are on disk (their precompressed twins are the build’s job)', async () => {
    const file = await get('/big.1a2b3c4d.js', 'br, gzip');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body).toBe(BIG_SCRIPT);
  });

  it('reads a request body as sent: a gzip-encoded body is not inflated', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { host: HOSTS.main, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'demo1', password: 'demo1234', siteInfoId: 1 })),
    });
    expect(response.statusCode).not.toBe(200);
    expect(response.statusCode).toBeLessThan(500);
  });
});
