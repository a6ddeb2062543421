import { readdir, readFile } from 'node:fs/promises';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SECURITY_HEADERS_PATH } from '../../src/plugins/security-headers.js';
import { buildTestApp, errorOf } from '../helper.js';

const API = new URL('../../src/routes/api/', import.meta.url);

/**
 * The calls declared in the visitors' folders (src/routes/api and its area folders, not the role folders in
 * parentheses): each file's `app.get('/path'` etc. under its folder's prefix, as a pattern of "METHOD /api/path"
 * (a `${kind}` in a template path stands for one path segment).
 */
async function visitorCalls(): Promise<RegExp[]> {
  const patterns: RegExp[] = [];
  const entries = await readdir(API, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const folder = entry.parentPath.slice(API.pathname.length).replace(/\/$/, '');
    if (!entry.isFile() || !entry.name.endsWith('.ts') || folder.includes('(')) continue;
    const source = await readFile(`${entry.parentPath}/${entry.name}`, 'utf8');
    for (const [, method = '', path = ''] of source.matchAll(
      /app\.(get|post|put|delete)\(\s*['`]([^'`]*)['`]/g,
    )) {
      const call = `${method.toUpperCase()} /api${folder === '' ? '' : `/${folder}`}${path}`;
      const pattern = call.replace(/[.*+?^()|[\]\\]/g, '\\$&').replace(/\$\{[^}]+\}/g, '[^/]+');
      patterns.push(new RegExp(`^${pattern}$`));
    }
  }
  return patterns;
}

/** "GET /api/file/:id" for the document's GET /api/file/{id}: how the route files write it. */
const asDeclared = ({ method, path }: { method: string; path: string }) =>
  `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

let app: FastifyInstance;
let calls: { method: string; path: string }[];
let open: RegExp[];
const isOpen = (call: { method: string; path: string }) =>
  open.some((pattern) => pattern.test(asDeclared(call)));

beforeAll(async () => {
  app = await buildTestApp();
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  calls = Object.entries(paths)
    // The one /api call a plugin adds (the security headers' probe) is not in src/routes.
    .filter(([path]) => path.startsWith('/api/') && path !== SECURITY_HEADERS_PATH)
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  open = await visitorCalls();
});
afterAll(() => app.close());

describe('the guard of a role folder covers every call below it', () => {
  it('reads the visitors’ calls from their folders, each one a call the server has', () => {
    const all = calls.map(asDeclared);
    expect(open.length).toBeGreaterThanOrEqual(40);
    for (const pattern of open)
      expect(
        all.some((call) => pattern.test(call)),
        String(pattern),
      ).toBe(true);
  });

  it('refuses a visitor every other /api call: 401 UNAUTHORIZED', async () => {
    const guarded = calls.filter((call) => !isOpen(call));
    expect(guarded.length).toBeGreaterThanOrEqual(140);
    for (const { method, path } of guarded) {
      const response = await app.inject({
        method: method as 'GET',
        url: `${path.replace(/\{\w+\}/g, '1')}?siteInfoId=1`,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(errorOf(response.json())?.code, `${method} ${path}`).toBe('UNAUTHORIZED');
    }
  });
});
