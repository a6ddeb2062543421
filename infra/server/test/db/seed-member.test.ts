import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { seedMemberDataIfMissing } from '../../src/seed/seed-member.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { createRepositories } from '../../src/repositories/repositories.js';
import { openTestDb } from '../helper.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
});
afterAll(() => db.close());

describe('seedMemberDataIfMissing', () => {
  it('does nothing before the sites exist, then seeds an already-seeded database once', async () => {
    const repos = createRepositories(db);
    expect(await seedMemberDataIfMissing(db, repos)).toBe(false);
    await seedIfEmpty(db, repos);
    expect(await seedMemberDataIfMissing(db, repos)).toBe(true);
    expect(await seedMemberDataIfMissing(db, repos)).toBe(false);
    const [counts] = await db.query<{ blocked: number; notices: number; inquiries: number }>(
      `SELECT (SELECT count(*)::int FROM app_user WHERE username = 'blocked1') AS blocked,
         (SELECT count(*)::int FROM content_item WHERE kind = 'notice' AND site_id = 1) AS notices,
         (SELECT count(*)::int FROM contact_inquiry WHERE answer IS NOT NULL) AS inquiries`,
    );
    expect(counts).toEqual({ blocked: 2, notices: 3, inquiries: 2 });
    const sites = await db.query<{ id: number; bankType: string }>(
      'SELECT id, bank_type AS "bankType" FROM site_info ORDER BY id',
    );
    expect(sites).toEqual([
      { id: 1, bankType: 'ALL' },
      { id: 15, bankType: 'MAJOR' },
      { id: 25, bankType: 'MAJOR' },
      { id: 33, bankType: 'MAJOR' },
    ]);
  });
});
