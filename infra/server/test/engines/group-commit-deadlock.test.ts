import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db, Queryable } from '../../src/db/db.js';
import { GroupCommit } from '../../src/engines/group-commit.js';
import { backend, openTestDb } from '../helper.js';

/** Until another session waits on a row lock (the transaction that will close the cycle). */
async function untilSomeoneWaitsOnALock(db: Db): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const [row] = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nobody waited on the lock');
}

// A batch locks its players first and other accounts later; a transaction that locked those others first and then
// waits on one of the batch's players closes a cycle, and PostgreSQL ends one side (40P01). When that side is the
// batch, its calls must not fail: nothing was written, so the batch runs again and every call is answered.
describe.runIf(backend === 'postgres')('a group commit that PostgreSQL picks to break a deadlock', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await db.exec('CREATE TABLE account (id int PRIMARY KEY, balance int NOT NULL)');
    await db.exec('INSERT INTO account VALUES (1, 0), (2, 0)');
  });
  afterAll(() => db.close());

  it('runs again and answers every call; both sides are written once', { timeout: 30_000 }, async () => {
    let attempts = 0;
    let other: Promise<void> | undefined;
    const commit = new GroupCommit<number, number>({
      db,
      // Turns run one at a time, after both calls were submitted (as the engine queues them).
      schedule: async (turn) => {
        await Promise.resolve();
        await turn();
      },
      // The batch's own lock: account 1, as a batch locks its players.
      prepare: async (q: Queryable) => {
        attempts++;
        await q.query('SELECT id FROM account WHERE id = 1 FOR UPDATE');
      },
      step: async (q, amount) => {
        if (other === undefined) {
          // The other side: it locks account 2, then waits on account 1, and waits long before it looks for a
          // cycle, so the batch is the side PostgreSQL ends.
          other = db.tx(async (tq) => {
            await tq.query("SET LOCAL deadlock_timeout = '10s'");
            await tq.query('UPDATE account SET balance = balance + 100 WHERE id = 2');
            await tq.query('UPDATE account SET balance = balance + 100 WHERE id = 1');
          });
          await untilSomeoneWaitsOnALock(db);
        }
        await q.query('UPDATE account SET balance = balance + $1 WHERE id = 2', [amount]);
        await q.query('UPDATE account SET balance = balance + $1 WHERE id = 1', [amount]);
        return amount;
      },
      committed: async () => undefined,
    });

    // Two calls in one batch: each runs in a savepoint, which alone could not undo the batch's lock on account 1.
    const first = commit.submit(1);
    const second = commit.submit(2);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    await other;

    expect(attempts).toBe(2);
    const rows = await db.query<{ id: number; balance: number }>(
      'SELECT id, balance FROM account ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, balance: 103 },
      { id: 2, balance: 103 },
    ]);
  });
});
