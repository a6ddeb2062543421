import type { Queryable } from '../../db/db.js';

/**
 * Locks a player's account until the transaction ends and answers its balance. Every engine transaction takes it
 * first, before its position rows, so two of one player's changes queue instead of deadlocking (the ledger locks
 * the escrow and house accounts after it).
 */
export async function lockAccount(q: Queryable, accountId: number): Promise<bigint> {
  const rows = await q.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_account WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  return BigInt(rows[0]!.balance);
}
