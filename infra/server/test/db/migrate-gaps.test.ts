import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import type { Migration } from '../../src/db/migrations/migrations.js';
import { openTestDb } from '../helper.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const table = (version: number): Migration => ({
  version,
  name: `t${version}`,
  sql: `CREATE TABLE gap_${version} (id integer)`,
});

describe('migrate with versions added below the highest applied one', () => {
  it('applies a missing lower version after higher ones, and in version order', async () => {
    expect(await migrate(db, [table(1), table(10), table(11)])).toEqual([1, 10, 11]);
    // Another branch's 4 and 5 arrive later, listed after (or between) the already-applied ones.
    expect(await migrate(db, [table(1), table(10), table(5), table(11), table(4), table(12)])).toEqual([
      4, 5, 12,
    ]);
    const rows = await db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual([1, 4, 5, 10, 11, 12]);
    expect(await db.query(`SELECT 1 FROM gap_4`)).toEqual([]);
  });
});
