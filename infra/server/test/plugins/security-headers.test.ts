import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentSecurityPolicy, remoteOrigins } from '../../src/security/security-headers.js';
import { buildTestApp, HOSTS } from '../helper.js';

async function write(root: string, file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** The policy's directives by name, each with its sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = response.headers['content-security-policy'];
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual([`'self'`]);
  expect(csp.get('script-src')).toContain(`'self'`);
  expect(csp.get('script-src')).not.toContain(`'unsafe-inline'`);
  expect(csp.get('script-src')).not.toContain(`'unsafe-eval'`);
  expect(csp.get('object-src')).toEqual([`'none'`]);
  expect(csp.get('base-uri')).toEqual([`'self'`]);
  expect(csp.get('frame-ancestors')).toEqual([`'none'`]);
  expect(csp.get('form-action')).toEqual([`'self'`]);
  expect(csp.get('img-src')).toEqual(expect.arrayContaining([`'self'`, 'data:']));
}

const CDN = 'https://cdn.example.com';

let webRoot: string;
let app: FastifyInstance;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'bx-web-'));
  await write(webRoot, 'host/index.html', '<!doctype html><title>host</title>');
  await write(webRoot, 'remotes/trade/remoteEntry.js', 'var trade;');
  await write(webRoot, 'remotes/trade/chunk.1234abcd.js', 'chunk');
  app = await buildTestApp({ config: { webRoot } });
  // Ops point site 15's "more" at another deployment and switch its "search" off, which was elsewhere too.
  await app.db.query(`UPDATE site_remote SET entry = $1 WHERE site_id = 15 AND name = 'more'`, [
    `${CDN}/bx/more/mf-manifest.json`,
  ]);
  await app.db.query(
    `UPDATE site_remote SET entry = 'https://old.example.com/search/mf-manifest.json', enabled = false
     WHERE site_id = 15 AND name = 'search'`,
  );
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('security headers on every response', () => {
  it.each([
    ['an API answer', '/api/site_info/remotes?siteInfoId=1', 200],
    ['an API failure', '/api/me?siteInfoId=1', 401],
    ['index.html', '/', 200],
    ['a client route', '/oversea', 200],
    ['a remote entry', '/remotes/trade/remoteEntry.js', 200],
    ['a remote chunk', '/remotes/trade/chunk.1234abcd.js', 200],
    ['a missing file', '/remotes/trade/missing.js', 404],
    ['/site.json', '/site.json', 200],
  ])('on %s', async (_what, url, status) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('on an unknown hostname', async () => {
    const response = await app.inject({ url: '/site.json', headers: { host: 'nowhere.example' } });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response);
  });

  it('without HSTS, which belongs where TLS ends', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the content security policy', () => {
  it('allows only this origin when every remote is served from it', async () => {
    const csp = directives(await app.inject({ url: '/', headers: { host: HOSTS.main } }));
    expect(csp.get('script-src')).toEqual([`'self'`]);
    expect(csp.get('style-src')).toEqual([`'self'`, `'unsafe-inline'`]);
    expect(csp.get('font-src')).toEqual([`'self'`]);
  });

  it("lists a remote's absolute origin from the site's registry, and no disabled remote's", async () => {
    const csp = directives(await app.inject({ url: '/', headers: { host: HOSTS.site15 } }));
    for (const directive of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      expect(csp.get(directive)).toContain(CDN);
      expect(csp.get(directive)).not.toContain('https://old.example.com');
    }
    expect(csp.get('script-src')).toEqual([`'self'`, CDN]);
    // Other sites are not widened by site 15's registry.
    expect(directives(await app.inject({ url: '/' })).get('script-src')).toEqual([`'self'`]);
  });

  it("allows the page's own WebSocket origin explicitly, as 'self' does not cover ws: everywhere", async () => {
    const csp = directives(await app.inject({ url: '/', headers: { host: 'localhost:18080' } }));
    expect(csp.get('connect-src')).toEqual([`'self'`, 'ws://localhost:18080', 'wss://localhost:18080']);
  });

  it('never copies a malformed Host header into the policy', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost; script-src evil.example' } });
    expect(response.headers['content-security-policy']).not.toContain('evil.example');
    expect(directives(response).get('connect-src')).toEqual([`'self'`]);
  });

  it('is what the gateway copies from the headers endpoint', async () => {
    const response = await app.inject({ url: '/api/security-headers', headers: { host: HOSTS.site15 } });
    expect(response.statusCode).toBe(204);
    expect(directives(response).get('script-src')).toEqual([`'self'`, CDN]);
  });
});

describe('composing the policy', () => {
  it('takes the origins of absolute http(s) entries only', () => {
    expect(
      remoteOrigins([
        '/remotes/trade/mf-manifest.json',
        'remotes/more/mf-manifest.json',
        'https://cdn.example.com/a/mf-manifest.json',
        'https://cdn.example.com:443/b/mf-manifest.json',
        'http://10.0.0.5:3003/mf-manifest.json',
        'javascript:alert(1)',
        'data:text/javascript,1',
      ]),
    ).toEqual(['http://10.0.0.5:3003', 'https://cdn.example.com']);
  });

  it('keeps scripts free of inline and eval whatever the remotes', () => {
    const policy = contentSecurityPolicy('example.com', ['https://cdn.example.com']);
    const script = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(script).toBe(`script-src 'self' https://cdn.example.com`);
  });
});
