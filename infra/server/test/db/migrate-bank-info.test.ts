import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../../src/db/migrations/migrations.js';
import { openTestDb } from '../helper.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('migration 15: the payout account becomes a checked object', () => {
  it('keeps an account stored as an object and drops what was free text', async () => {
    await migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 15),
    );
    await db.query(
      `INSERT INTO site_info VALUES (1, 'main', 'Main', 'ko', '111111', 'BX', 'OV', '', '', '', '', 'USDT', '')`,
    );
    const before = [
      '{"bank":"KB국민은행","account":"123456-01-234567","holder":"홍길동"}',
      '국민은행 123456-01-234567',
      '{not json',
      '"text"',
      '',
    ];
    for (const [i, bankInfo] of before.entries()) {
      await db.query(
        `INSERT INTO app_user (site_id, username, password_hash, name, phone, bank_info)
         VALUES (1, $1, 'x', 'n', $2, $3)`,
        [`u${i}`, `010-0000-000${i}`, bankInfo],
      );
    }

    expect(await migrate(db)).toContain(15);

    const rows = await db.query<{ bankInfo: unknown }>(
      'SELECT bank_info AS "bankInfo" FROM app_user ORDER BY username',
    );
    expect(rows.map((row) => row.bankInfo)).toEqual([
      { bank: 'KB국민은행', account: '123456-01-234567', holder: '홍길동' },
      null,
      null,
      null,
      null,
    ]);
  });
});
