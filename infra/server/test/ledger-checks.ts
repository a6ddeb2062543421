import type { Queryable } from '../src/db/db.js';

/**
 * What a refused money call must leave alone: the dnw requests, the transfers and every balance (an escrow
 * opened at 0 is none).
 */
export async function moneySnapshot(db: Queryable) {
  const [row] = await db.query<{ requests: number; transfers: number; balances: string }>(
    `SELECT (SELECT count(*)::int FROM dnw_history) AS requests, (SELECT count(*)::int FROM transfer) AS transfers,
       (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_account WHERE balance <> 0) AS balances`,
  );
  return row;
}

/** The ledger's invariant: per asset, every account's balance sums to zero. */
export async function ledgerSumsToZero(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ total: string }>(
    'SELECT sum(balance)::text AS total FROM ledger_account GROUP BY asset',
  );
  return rows.every((row) => row.total === '0');
}

/** A player's balance in each wallet, in minor units. */
export async function walletBalances(
  db: Queryable,
  username: string,
  siteId = 1,
): Promise<Record<string, bigint>> {
  const rows = await db.query<{ wallet: string; balance: string }>(
    `SELECT a.wallet, a.balance::text AS balance FROM ledger_account a JOIN app_user u ON u.id = a.user_id
     WHERE u.username = $1 AND u.site_id = $2`,
    [username, siteId],
  );
  return Object.fromEntries(rows.map((row) => [row.wallet, BigInt(row.balance)]));
}

/**
 * An engine's money invariants: double entry holds, no player is below zero, and the escrow of `kind` holds exactly
 * the margin column of the engine's open positions and open orders.
 */
export async function checkEngineMoney(
  db: Queryable,
  kind: string,
  tables: { positions: string; orders: string },
): Promise<void> {
  if (!(await ledgerSumsToZero(db))) throw new Error('an asset does not sum to zero');
  const negative = await db.query(`SELECT id FROM ledger_account WHERE kind = 'USER' AND balance < 0`);
  if (negative.length > 0) throw new Error('a player balance is below zero');
  const [escrow] = await db.query<{ balance: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_account WHERE kind = $1`,
    [kind],
  );
  const [held] = await db.query<{ held: string }>(
    `SELECT ((SELECT coalesce(sum(margin), 0) FROM ${tables.positions} WHERE status = 'OPEN')
      + (SELECT coalesce(sum(margin), 0) FROM ${tables.orders} WHERE status = 'OPEN'))::text AS held`,
  );
  if (escrow!.balance !== held!.held) throw new Error(`escrow ${escrow!.balance} != margins ${held!.held}`);
}

/** The reasons the closed positions of an engine's table closed for. */
export async function closeReasons(db: Queryable, table: string): Promise<string[]> {
  const [row] = await db.query<{ reasons: string[] | null }>(
    `SELECT array_agg(DISTINCT close_reason) AS reasons FROM ${table} WHERE status = 'CLOSED'`,
  );
  return row?.reasons ?? [];
}

/** A site-1 player's balance in one wallet, in minor units, as the ledger holds it. */
export async function walletBalance(db: Queryable, username: string, wallet: string): Promise<bigint> {
  return (await walletBalances(db, username))[wallet]!;
}
