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

describe('migration 34: English sites get the demo content in English', () => {
  it('turns the Korean demo items of English sites into English, and leaves edited items and Korean sites alone', async () => {
    await migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 34),
    );
    await db.query(
      `INSERT INTO site_info VALUES (1, 'main', 'Main', 'ko', '111111', 'BX', 'OV', '', '', '', '', 'USDT', ''),
         (15, 'site15', 'Site 15', 'en', '111111', 'BX', 'OV', '', '', '', '', 'USDT', '')`,
    );
    await db.query(
      `INSERT INTO content_item (site_id, kind, title, content) VALUES
         (1, 'popup', '신규 회원 환영', '<p>BX에 오신 것을 환영합니다.</p>'),
         (15, 'popup', '신규 회원 환영', '<p>BX에 오신 것을 환영합니다.</p>'),
         (15, 'faq', '출금은 얼마나 걸리나요?', '<p>영업일 기준 30분 이내 처리됩니다.</p>')`,
    );
    await db.query(
      `INSERT INTO content_item (site_id, kind, title, content, updated_at)
       VALUES (15, 'notice', '입출금 시간 안내', '<p>운영자가 고친 글</p>', now())`,
    );

    expect(await migrate(db)).toContain(34);

    const rows = await db.query<{ siteId: number; kind: string; title: string }>(
      'SELECT site_id AS "siteId", kind, title FROM content_item ORDER BY id',
    );
    expect(rows).toEqual([
      { siteId: 1, kind: 'popup', title: '신규 회원 환영' },
      { siteId: 15, kind: 'popup', title: 'Welcome' },
      { siteId: 15, kind: 'faq', title: 'How long does a withdrawal take?' },
      { siteId: 15, kind: 'notice', title: '입출금 시간 안내' },
    ]);
  });
});
