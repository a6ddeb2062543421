import type { Db, Queryable } from '../../db/db.js';
import { LEDGER_WALLETS, WALLET_ASSETS, type Asset, type LedgerWallet } from '../../money/assets.js';
import { parseUnits } from '../../money/units.js';

/**
 * The accounts that are nobody's: EXTERNAL (money entering and leaving the platform), HOUSE (the counterparty)
 * and the escrow of held amounts, one per asset and kind (BINARY_ESCROW: the stakes of running rounds).
 */
export type SystemAccountKind =
  'HOUSE' | 'EXTERNAL' | 'BINARY_ESCROW' | 'OVERSEA_ESCROW' | 'DNW_ESCROW' | 'FUTURES_ESCROW';

export interface WalletBalance {
  wallet: LedgerWallet;
  asset: Asset;
  scale: number;
  balance: bigint;
}

/**
 * Account resolution: which ledger account holds a user's wallet or a system account of an asset. An account's
 * id never changes, so ids read outside a caller's transaction are remembered; one read inside a transaction
 * is not (were it rolled back, the id would name no account).
 */
export function createLedgerAccounts(db: Db) {
  const known = new Map<string, number>();

  async function remembered(name: string, q: Queryable, read: () => Promise<number>): Promise<number> {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const id = await read();
    if (q === db) known.set(name, id);
    return id;
  }

  return {
    /** The asset's account of that kind, created on first use. */
    async systemAccountId(kind: SystemAccountKind, asset: Asset, q: Queryable = db): Promise<number> {
      return remembered(`${kind}:${asset}`, q, async () => {
        await q.query(
          `INSERT INTO ledger_account (asset, kind) VALUES ($1, $2)
           ON CONFLICT (kind, asset) WHERE kind <> 'USER' DO NOTHING`,
          [asset, kind],
        );
        const rows = await q.query<{ id: number }>(
          'SELECT id FROM ledger_account WHERE kind = $1 AND asset = $2',
          [kind, asset],
        );
        return rows[0]!.id;
      });
    },

    /** Every wallet account a user has, at zero; safe to call again. */
    async openUserAccounts(userId: number, q: Queryable = db): Promise<void> {
      const values = LEDGER_WALLETS.map((_, i) => `($1, 'USER', $${2 * i + 2}, $${2 * i + 3})`).join(', ');
      const params = LEDGER_WALLETS.flatMap((wallet) => [wallet, WALLET_ASSETS[wallet]]);
      await q.query(
        `INSERT INTO ledger_account (user_id, kind, wallet, asset) VALUES ${values}
         ON CONFLICT (user_id, wallet) WHERE kind = 'USER' DO NOTHING`,
        [userId, ...params],
      );
    },

    /** The accounts of one wallet of these users, by user id, in at most one read (the ids not yet known). */
    async userAccountIds(
      userIds: readonly number[],
      wallet: LedgerWallet,
      q: Queryable = db,
    ): Promise<Map<number, number>> {
      const ids = new Map<number, number>();
      const unknown: number[] = [];
      for (const userId of new Set(userIds)) {
        const id = known.get(`${userId}:${wallet}`);
        if (id === undefined) unknown.push(userId);
        else ids.set(userId, id);
      }
      if (unknown.length === 0) return ids;
      const rows = await q.query<{ userId: number; id: number }>(
        `SELECT user_id AS "userId", id FROM ledger_account
         WHERE kind = 'USER' AND user_id = ANY($1::int[]) AND wallet = $2`,
        [unknown, wallet],
      );
      for (const row of rows) {
        ids.set(row.userId, row.id);
        if (q === db) known.set(`${row.userId}:${wallet}`, row.id);
      }
      const missing = unknown.find((userId) => !ids.has(userId));
      if (missing !== undefined) throw new Error(`user ${missing} has no ${wallet} account`);
      return ids;
    },

    async userAccountId(userId: number, wallet: LedgerWallet, q: Queryable = db): Promise<number> {
      return remembered(`${userId}:${wallet}`, q, async () => {
        const rows = await q.query<{ id: number }>(
          `SELECT id FROM ledger_account WHERE kind = 'USER' AND user_id = $1 AND wallet = $2`,
          [userId, wallet],
        );
        if (rows[0] === undefined) throw new Error(`user ${userId} has no ${wallet} account`);
        return rows[0].id;
      });
    },

    async userBalances(userId: number): Promise<WalletBalance[]> {
      const rows = await db.query<{ wallet: LedgerWallet; asset: Asset; scale: number; balance: string }>(
        `SELECT a.wallet, a.asset, s.scale, a.balance::text AS balance
         FROM ledger_account a JOIN asset s ON s.code = a.asset
         WHERE a.kind = 'USER' AND a.user_id = $1`,
        [userId],
      );
      return rows.map((row) => ({ ...row, balance: parseUnits(row.balance) }));
    },

    /** One wallet's balance of each of these users (minor units), in one read. */
    async walletBalances(userIds: readonly number[], wallet: LedgerWallet): Promise<Map<number, bigint>> {
      const rows = await db.query<{ userId: number; balance: string }>(
        `SELECT user_id AS "userId", balance::text AS balance FROM ledger_account
         WHERE kind = 'USER' AND wallet = $2 AND user_id = ANY($1::int[])`,
        [userIds, wallet],
      );
      return new Map(rows.map((row) => [row.userId, parseUnits(row.balance)]));
    },
  };
}
