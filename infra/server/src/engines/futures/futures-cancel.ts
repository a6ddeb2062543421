import type { Queryable } from '../../db/db.js';
import type { FuturesOrderRow } from '../../repositories/futures/futures-rows.js';
import type { Change } from './futures-after.js';
import type { FuturesContext } from './futures-context.js';
import type { LockedAccounts } from './futures-fill.js';

/**
 * Cancels the player's open orders `which` picks, in the caller's transaction holding their account lock, and
 * gives back the margin each held. Answers the cancelled rows.
 */
export async function cancelIn(
  ctx: FuturesContext,
  q: Queryable,
  accounts: LockedAccounts,
  userId: number,
  which: (row: FuturesOrderRow) => boolean,
  reason: string | null,
): Promise<FuturesOrderRow[]> {
  const rows: FuturesOrderRow[] = [];
  for (const open of (await ctx.deps.repo.openOrders({ userId }, q)).filter(which)) {
    const row = await ctx.deps.repo.finishOrder(q, open.id, {
      status: 'CANCELLED',
      at: ctx.deps.clock.now(),
      cancelReason: reason,
    });
    if (row !== undefined) rows.push(row);
  }
  await ctx.deps.ledger.bookSet(
    q,
    rows
      .filter((row) => row.margin > 0n)
      .map((row) => ({
        idempotencyKey: `futures:order:${row.id}:release-order`,
        debitAccountId: accounts.escrow,
        creditAccountId: accounts.user,
        asset: 'USDT' as const,
        amount: row.margin,
        code: 'FUTURES_ORDER_RELEASE',
      })),
  );
  return rows;
}

export const cancelChanges = (rows: readonly FuturesOrderRow[]): Change[] =>
  rows.map((order) => ({ order, type: 'ORDER_CANCEL' as const }));
