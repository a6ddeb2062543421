import type { Db } from '../../db/db.js';
import type { Asset, LedgerWallet } from '../../money/assets.js';
import { parseUnits } from '../../money/units.js';

const REBUILT_BALANCES = `
  SELECT a.id, coalesce(c.total, 0) - coalesce(d.total, 0) AS rebuilt
  FROM ledger_account a
  LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS total FROM transfer GROUP BY 1) c ON c.id = a.id
  LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS total FROM transfer GROUP BY 1) d ON d.id = a.id`;

/** The ledger's checks: double entry sums, cached balances against the transfers, and their repair. */
export function createLedgerAudit(db: Db) {
  return {
    /** A user's accounts with their cached balance beside the one rebuilt from the transfers. */
    async userLedger(
      userId: number,
    ): Promise<
      Array<{ wallet: LedgerWallet; asset: Asset; scale: number; cached: bigint; rebuilt: bigint }>
    > {
      const rows = await db.query<{
        wallet: LedgerWallet;
        asset: Asset;
        scale: number;
        cached: string;
        rebuilt: string;
      }>(
        `SELECT a.wallet, a.asset, s.scale, a.balance::text AS cached, r.rebuilt::text AS rebuilt
         FROM ledger_account a JOIN asset s ON s.code = a.asset JOIN (${REBUILT_BALANCES}) r ON r.id = a.id
         WHERE a.kind = 'USER' AND a.user_id = $1 ORDER BY a.wallet`,
        [userId],
      );
      return rows.map((row) => ({
        ...row,
        cached: parseUnits(row.cached),
        rebuilt: parseUnits(row.rebuilt),
      }));
    },

    /** Sum of every account per asset; double entry keeps each at zero. */
    async totalsPerAsset(): Promise<Map<string, bigint>> {
      const rows = await db.query<{ asset: string; total: string }>(
        'SELECT asset, sum(balance)::text AS total FROM ledger_account GROUP BY asset',
      );
      return new Map(rows.map((row) => [row.asset, parseUnits(row.total)]));
    },

    /**
     * Accounts whose cached balance differs from the one rebuilt from their transfers: all of them, or only
     * the player accounts of one site (what that site's operators may see).
     */
    async driftedAccounts(siteId?: number): Promise<Array<{ id: number; cached: bigint; rebuilt: bigint }>> {
      const rows = await db.query<{ id: number; cached: string; rebuilt: string }>(
        `SELECT a.id, a.balance::text AS cached, r.rebuilt::text AS rebuilt
         FROM ledger_account a JOIN (${REBUILT_BALANCES}) r ON r.id = a.id
         WHERE a.balance <> r.rebuilt
           AND ($1::int IS NULL OR a.user_id IN (SELECT id FROM app_user WHERE site_id = $1))
         ORDER BY a.id`,
        [siteId ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        cached: parseUnits(row.cached),
        rebuilt: parseUnits(row.rebuilt),
      }));
    },

    /** Recomputes every cached balance from the transfers; returns how many were wrong. */
    async rebuildBalances(): Promise<number> {
      return db.tx(async (q) => {
        const rows = await q.query<{ id: number }>(
          `UPDATE ledger_account a SET balance = r.rebuilt FROM (${REBUILT_BALANCES}) r
           WHERE r.id = a.id AND a.balance <> r.rebuilt RETURNING a.id`,
        );
        return rows.length;
      });
    },
  };
}
