import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { openPgDb } from '../../src/db/pg-db.js';
import { backend } from '../helper.js';

// PostgreSQL ends idle connections on a restart, a failover or pg_terminate_backend; the server must live on.
describe.runIf(backend === 'postgres')(
  'a PostgreSQL pool whose idle connections are ended by the server',
  () => {
    it('does not end the process, tells its owner, and the next query opens a new connection', async () => {
      const tag = `bx-pool-test-${process.pid}-${Date.now()}`;
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('application_name', tag);
      const seen: unknown[] = [];
      const db = openPgDb(url.href, (error) => seen.push(error));
      try {
        // Two connections busy at once, so the pool keeps idle ones to end.
        await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        let ended = 0;
        try {
          const { rows } = await admin.query<{ ended: number }>(
            `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended
           FROM pg_stat_activity WHERE application_name = $1`,
            [tag],
          );
          ended = rows[0]!.ended;
          expect(ended).toBeGreaterThan(0);
        } finally {
          await admin.end();
        }
        // Each ended connection tells the pool in its own time (a loaded machine spreads them out); once all
        // have, the pool holds none of them, and the next query must open a new one.
        await expect.poll(() => seen.length).toBe(ended);
        expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await db.close();
      }
    });
  },
);
