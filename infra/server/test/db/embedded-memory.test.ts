import { afterAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/db.js';
import { openPgliteDb } from '../../src/db/pglite-db.js';
import { EMBEDDED_SHARED_BUFFERS } from '../../src/db/pglite-module.js';

describe('the embedded database', () => {
  const opened: Db[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('runs with the small shared buffers, not the 128 MB PGlite is built with', async () => {
    const db = await openPgliteDb();
    opened.push(db);
    const [row] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(row!.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
  });

  it('still serves a table larger than its buffers', async () => {
    const db = await openPgliteDb();
    opened.push(db);
    await db.exec(
      "CREATE TABLE big (id int PRIMARY KEY, filler text); INSERT INTO big SELECT g, repeat('x', 400) FROM generate_series(1, 150000) g",
    );
    const [row] = await db.query<{ n: number; total: string }>(
      'SELECT count(*)::int AS n, sum(length(filler))::text AS total FROM big',
    );
    expect(row).toEqual({ n: 150_000, total: String(150_000 * 400) });
  });
});
