import type { Queryable } from '../../db/db.js';
import type { FuturesRepository, FuturesSetting } from '../../repositories/futures/futures-repository.js';
import type { FuturesOrderRow, FuturesPositionRow } from '../../repositories/futures/futures-rows.js';
import type { FuturesCopyHooks } from './futures-copy.js';
import type { FuturesAccountLocks, LockedAccounts } from './futures-fill.js';

/**
 * What a player's first order of a batch checks against, read for every player of the batch in a few multi-row
 * statements once their accounts are locked (group commit): their balance, settings, open positions (locked too),
 * open orders and the options they copy. Nobody else can change these while the batch holds the locks; the
 * player's later orders of the same batch read the database again (earlier ones changed it).
 */
export interface FuturesBatchState {
  accounts: LockedAccounts;
  settings: ReadonlyMap<number, FuturesSetting>;
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
