import type { Db, Queryable } from '../db/db.js';
import { AppError } from '../errors/app-error.js';
import { LEDGER_WALLETS, WALLET_ASSETS, type Asset, type LedgerWallet } from '../money/assets.js';
import { parseUnits } from '../money/units.js';

export type SystemAccountKind = 'HOUSE' | 'EXTERNAL';

export interface TransferInput {
  /** Replaying a key books nothing new; the same key with different fields is refused. */
  idempotencyKey: string;
  debitAccountId: number;
  creditAccountId: number;
  asset: Asset;
  amount: bigint;
  code: string;
}

export interface WalletBalance {
  wallet: LedgerWallet;
  asset: Asset;
  scale: number;
  balance: bigint;
}

interface StoredTransfer {
  id: string;
  debitAccountId: number;
  creditAccountId: number;
  asset: string;
  amount: string;
  code: string;
}

/** The CHECK that keeps user accounts at or above zero fired: the debit was larger than the balance. */
function isOverdraft(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown };
  return (
    e.code === '23514' &&
    (e.constraint === 'user_balance_not_negative' || String(e.message).includes('user_balance_not_negative'))
  );
}

function sameTransfer(stored: StoredTransfer, input: TransferInput): boolean {
  return (
    stored.debitAccountId === input.debitAccountId &&
    stored.creditAccountId === input.creditAccountId &&
    stored.asset === input.asset &&
    parseUnits(stored.amount) === input.amount &&
    stored.code === input.code
  );
}

const REBUILT_BALANCES = `
  SELECT a.id, coalesce(c.total, 0) - coalesce(d.total, 0) AS rebuilt
  FROM ledger_account a
  LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS total FROM transfer GROUP BY 1) c ON c.id = a.id
  LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS total FROM transfer GROUP BY 1) d ON d.id = a.id`;

export function createLedgerRepository(db: Db) {
  async function book(q: Queryable, input: TransferInput): Promise<{ id: string; replayed: boolean }> {
    const inserted = await q.query<{ id: string }>(
      `INSERT INTO transfer (idempotency_key, debit_account_id, credit_account_id, asset, amount, code)
       VALUES ($1, $2, $3, $4, $5::numeric, $6)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text AS id`,
      [
        input.idempotencyKey,
        input.debitAccountId,
        input.creditAccountId,
        input.asset,
        input.amount.toString(),
        input.code,
      ],
    );
    if (inserted[0] === undefined) {
      const [stored] = await q.query<StoredTransfer>(
        `SELECT id::text AS id, debit_account_id AS "debitAccountId", credit_account_id AS "creditAccountId",
           asset, amount::text AS amount, code
         FROM transfer WHERE idempotency_key = $1`,
        [input.idempotencyKey],
      );
      if (stored === undefined || !sameTransfer(stored, input))
        throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
      return { id: stored.id, replayed: true };
    }
    // Lower account id first, so two opposite transfers never wait on each other's row lock.
    const moves: Array<[number, bigint]> = [
      [input.debitAccountId, -input.amount],
      [input.creditAccountId, input.amount],
    ];
    moves.sort(([a], [b]) => a - b);
    for (const [accountId, delta] of moves) {
      await q.query('UPDATE ledger_account SET balance = balance + $2::numeric WHERE id = $1', [
        accountId,
        delta.toString(),
      ]);
    }
    return { id: inserted[0].id, replayed: false };
  }

  return {
    /** Books one transfer and moves both cached balances in one transaction (the caller's, when given). */
    async transfer(input: TransferInput, q?: Queryable): Promise<{ id: string; replayed: boolean }> {
      if (input.amount <= 0n) throw new RangeError('a transfer amount must be positive');
      try {
        return q === undefined ? await db.tx((t) => book(t, input)) : await book(q, input);
      } catch (error) {
        if (isOverdraft(error)) throw new AppError(400, 'INSUFFICIENT_BALANCE');
        throw error;
      }
    },

    async systemAccountId(kind: SystemAccountKind, asset: Asset, q: Queryable = db): Promise<number> {
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

    async userAccountId(userId: number, wallet: LedgerWallet, q: Queryable = db): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `SELECT id FROM ledger_account WHERE kind = 'USER' AND user_id = $1 AND wallet = $2`,
        [userId, wallet],
      );
      if (rows[0] === undefined) throw new Error(`user ${userId} has no ${wallet} account`);
      return rows[0].id;
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

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
