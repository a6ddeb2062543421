import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../src/db/db.js';
import { lead, type Leadership } from '../../src/engines/leadership.js';
import { backend, openTestDb } from '../helper.js';

/** A role that records when it runs. */
function role() {
  const events: string[] = [];
  return {
    events,
    running: () => events.at(-1) === 'start',
    start: async () => void events.push('start'),
    stop: async () => void events.push('stop'),
  };
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let db: Db;
const started: Leadership[] = [];
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await Promise.all(started.map((leadership) => leadership.stop()));
  await db.close();
});

async function candidate(name: string, retryMs = 50) {
  const r = role();
  const leadership = await lead(db, name, r, { retryMs });
  started.push(leadership);
  return { role: r, leadership };
}

describe('leadership', () => {
  it('starts the role on the first instance to ask, and stops it with the leadership', async () => {
    const first = await candidate(`lock-${randomBytes(4).toString('hex')}`);
    expect(first.leadership.leading).toBe(true);
    expect(first.role.events).toEqual(['start']);
    await first.leadership.stop();
    expect(first.role.events).toEqual(['start', 'stop']);
  });

  describe.skipIf(backend !== 'postgres')('between instances on one PostgreSQL', () => {
    // Each lock asks on a connection of its own, so two candidates on one Db are two instances to PostgreSQL.
    it('keeps a second instance a follower until the leader gives up, then hands over', async () => {
      const name = `lock-${randomBytes(4).toString('hex')}`;
      const leader = await candidate(name);
      const follower = await candidate(name);
      expect(leader.leadership.leading).toBe(true);
      expect(follower.leadership.leading).toBe(false);
      expect(follower.role.events).toEqual([]);

      await leader.leadership.stop();
      await until(() => follower.leadership.leading);
      expect(follower.role.events).toEqual(['start']);
    });

    it("hands over when the leader's connection dies, and the old leader stops its role", async () => {
      const name = `lock-${randomBytes(4).toString('hex')}`;
      // A killed process never asks again; this one lives on, so it asks only long after the test, or it could
      // win the lock back before the follower's next try.
      const leader = await candidate(name, 60_000);
      const follower = await candidate(name);

      // What PostgreSQL sees when a leader process is killed: its lock connection goes away.
      await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [
        `bx-lock:${name}`,
      ]);

      await until(() => follower.leadership.leading && !leader.role.running());
      expect(follower.role.events).toEqual(['start']);
      expect(leader.role.events).toEqual(['start', 'stop']);
      expect(leader.leadership.leading).toBe(false);
    });
  });
});
