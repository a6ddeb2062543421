import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../../src/db/migrations/migrations.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { createRepositories } from '../../src/repositories/repositories.js';
import { openTestDb } from '../helper.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('migrations and seed', () => {
  it('applies every migration once and records it', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('seeds an empty database once', async () => {
    const repos = createRepositories(db);
    expect(await seedIfEmpty(db, repos)).toBe(true);
    expect(await seedIfEmpty(db, repos)).toBe(false);
    const [users] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM app_user');
    // The eight demo accounts (seed-data.ts) on each of the two demo sites.
    expect(users!.count).toBe(16);
  });

  it('rolls a failing transaction back entirely', async () => {
    await expect(
      db.tx(async (q) => {
        await q.query(`INSERT INTO asset (code, scale) VALUES ('TMP', 2)`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query(`SELECT 1 FROM asset WHERE code = 'TMP'`)).toHaveLength(0);
  });
});
