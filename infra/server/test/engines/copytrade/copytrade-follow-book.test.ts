import { describe, expect, it, vi } from 'vitest';

import type { Queryable } from '../../../src/db/db.js';
import { BTC, futures, type FuturesApp } from '../futures/futures-helper.js';
import { copyAppPerTest, follow, followBody, MANY_STEPS_MS } from './copytrade-helper.js';

const open = copyAppPerTest();

const buy = (t: FuturesApp, token: string) =>
  futures(t.app, token, 'POST', '/order', {
    futuresOptionId: BTC,
    marketType: 'MARKET',
    tradeType: 'B',
    qty: '0.001',
  });

const userIdOf = async (t: FuturesApp, username: string) =>
  (await t.app.repos.users.findByUsername(1, username))!.id;

/** The statements every transaction of the app runs from now on. */
function recordStatements(t: FuturesApp): string[] {
  const seen: string[] = [];
  const tx = t.app.db.tx.bind(t.app.db);
  vi.spyOn(t.app.db, 'tx').mockImplementation((work) =>
    tx((q) =>
      work({
        query: (sql: string, params?: unknown[]) => {
          seen.push(sql);
          return q.query(sql, params);
        },
      } as Queryable),
    ),
  );
  return seen;
}

// Issue 32: who copies which pairs is kept in memory; a change another instance makes is heard on the bus.
describe('the follows every futures order asks about', () => {
  it(
    "answers a player's order without reading the follows from the database",
    async () => {
      const { t, demo2, demo3, traderId } = await open();
      await follow(t, demo2, followBody(traderId));
      const statements = recordStatements(t);
      expect((await buy(t, demo3)).statusCode).toBe(200);
      expect((await buy(t, demo2)).body).toMatchObject({ error: { code: 'REDUCE_ONLY' } });
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((sql) => sql.includes('copytrade_follower'))).toEqual([]);
    },
    MANY_STEPS_MS,
  );

  it(
    'hears a follow another instance began or ended',
    async () => {
      const { t, demo2, demo3, traderId } = await open();
      await follow(t, demo2, followBody(traderId));
      const [demo2Id, demo3Id] = [await userIdOf(t, 'demo2'), await userIdOf(t, 'demo3')];
      // Another instance ends demo2's follow and starts demo3's, and says so on the bus.
      await t.app.db.query(
        `UPDATE copytrade_follower SET status = 'ENDED', ended_at = now() WHERE user_id = $1`,
        [demo2Id],
      );
      await t.app.db.tx((q) =>
        t.app.repos.copytrade.insertFollow(q, {
          traderId,
          userId: demo3Id,
          followOptions: [BTC],
          multiplyPer: 50,
          maxBet: 1_000_000_000n,
          oneMaxBet: 500_000_000n,
          stopLossPer: null,
          profitSharePer: 0,
        }),
      );
      t.app.instanceBus.publish({ kind: 'copy-follow', userId: demo2Id });
      t.app.instanceBus.publish({ kind: 'copy-follow', userId: demo3Id });
      // One order a second: the order limits count the refused ones too.
      await expect
        .poll(async () => (await buy(t, demo2)).statusCode, { timeout: 5_000, interval: 1_000 })
        .toBe(200);
      expect((await buy(t, demo3)).body).toMatchObject({ error: { code: 'REDUCE_ONLY' } });
    },
    MANY_STEPS_MS,
  );
});
