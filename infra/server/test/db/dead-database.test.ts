import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DatabaseDeadError } from '../../src/db/db.js';
import { backend, buildTestApp, call, errorOf } from '../helper.js';

// Only the embedded engine can die this way; a PostgreSQL server refuses the value with an error instead.
describe.runIf(backend === 'pglite')('an embedded database that dies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers /health 200 while the database answers', async () => {
    const { statusCode, body } = await call(app, { url: '/health' });
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 200, data: { database: 'ok' } });
  });

  it('fails fast with 503 everywhere and reports itself fatal, so the process restarts', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    // What a 2,000-level etcJson did before the input guard: the engine traps and its memory is gone.
    await expect(app.db.query('SELECT $1::jsonb AS x', [JSON.stringify(deep)])).rejects.toThrow(
      DatabaseDeadError,
    );
    await expect(app.db.fatal).resolves.toBeInstanceOf(DatabaseDeadError);

    const health = await call(app, { url: '/health' });
    expect(health.statusCode).toBe(503);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      payload: { username: 'demo1', password: 'demo1234', siteInfoId: 1 },
    });
    expect(login.statusCode).toBe(503);
    expect(errorOf(login.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    });
  });
});
