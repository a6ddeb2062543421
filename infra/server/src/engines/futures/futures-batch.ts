import type { Queryable } from '../../db/db.js';
import type { FuturesRepository, FuturesSetting } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { FuturesCopyHooks } from './futures-copy.js';
import type { FuturesAccountLocks, LockedAccounts } from './futures-fill.js';

/**
 * What a player's calls of a batch check against, read for every player of the batch in a few multi-row
 * statements once their accounts are locked (group commit): their balance, settings, open positions (locked too),
 * open orders and the options they copy. Nobody else can change these while the batch holds the locks; the
 * player's market orders decided in memory move it (futures-quick.ts); their first call that takes a savepoint
 * gets it as those left it, and their later calls of the batch read the database again.
 */
export interface FuturesBatchState {
  /** Its balance moves with the player's market orders the batch decided in memory (futures-quick.ts). */
  accounts: LockedAccounts;
  settings: ReadonlyMap<number, FuturesSetting>;
  /** Open positions, as the player's in-memory market orders of the batch left them. */
  positions: readonly FuturesPositionRow[];
  orders: readonly FuturesOrderRow[];
  followed: ReadonlySet<number>;
}

export async function readBatchState(
  deps: { repo: FuturesRepository; locks: FuturesAccountLocks; copy: FuturesCopyHooks | undefined },
  q: Queryable,
  userIds: readonly number[],
): Promise<Map<number, FuturesBatchState>> {
  const locked = await deps.locks.lockMany(q, userIds);
  const ids = [...locked.keys()];
  const settings = await deps.repo.settingsOf(q, ids);
  const positions = await deps.repo.openPositionsOf(q, ids);
  const orders = await deps.repo.openOrdersOf(q, ids);
  const followed = deps.copy === undefined ? new Map() : await deps.copy.followedOptionsOf(q, ids);
  const states = new Map<number, FuturesBatchState>();
  for (const [userId, accounts] of locked) {
    states.set(userId, {
      accounts,
      settings: new Map(
        settings
          .filter((row) => row.userId === userId)
          .map((row) => [row.optionId, { leverage: row.leverage, marginType: row.marginType }] as const),
      ),
      positions: positions.filter((row) => row.userId === userId),
      orders: orders.filter((row) => row.userId === userId),
      followed: followed.get(userId) ?? new Set(),
    });
  }
  return states;
}
