import { readFile } from 'node:fs/promises';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fastifyPath, readSpecCalls } from '../contract/spec.js';
import { buildTestApp } from '../helper.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is served in demo mode, built from the schemas: every call of the spec the server answers is in it', async () => {
    const response = await app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.0.3');
    const answered = readSpecCalls().calls.filter(
      (call) =>
        call.path.startsWith('/') && app.hasRoute({ method: call.method, url: fastifyPath(call.path) }),
    );
    expect(answered.length).toBeGreaterThan(100);
    for (const call of answered)
      expect(document.paths[call.path], `${call.method} ${call.path}`).toHaveProperty(
        call.method.toLowerCase(),
      );
    expect(document.paths['/api/login']?.post?.responses).toHaveProperty('200');
  });

  it('is the one docs/openapi.json holds (`pnpm --filter @bx/server openapi` writes it again)', async () => {
    const written: unknown = JSON.parse(
      await readFile(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
    );
    expect(app.swagger()).toEqual(written);
  });

  it('is not served outside demo mode', async () => {
    const production = await buildTestApp({ config: { demo: false, delivery: 'none' } });
    const response = await production.inject({ url: '/openapi.json' });
    await production.close();
    expect(response.statusCode).toBe(404);
  });
});
