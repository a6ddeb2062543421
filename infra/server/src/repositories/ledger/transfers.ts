import type { Queryable } from '../../db/db.js';
import type { Asset } from '../../money/assets.js';
import { parseUnits } from '../../money/units.js';
import { LedgerRefusal } from './ledger-refusal.js';

export interface TransferInput {
  /** Replaying a key books nothing new; the same key with different fields is refused. */
  idempotencyKey: string;
  debitAccountId: number;
  creditAccountId: number;
  asset: Asset;
  amount: bigint;
  code: string;
}

export interface BookedTransfer {
  id: string;
  /** The key was booked before (by this transfer): nothing moved now. */
  replayed: boolean;
}

interface StoredTransfer {
  id: string;
  key: string;
  debitAccountId: number;
  creditAccountId: number;
  asset: string;
  amount: string;
  code: string;
}

/** The CHECK that keeps user accounts at or above zero fired: a debit was larger than the balance. */
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

/**
 * Locks the accounts in id order, so two sets touching the same accounts never wait on each other's locks
 * (no deadlock); the balances stay locked until the transaction ends.
 */
async function lockAccounts(q: Queryable, transfers: readonly TransferInput[]): Promise<void> {
  const ids = [...new Set(transfers.flatMap((t) => [t.debitAccountId, t.creditAccountId]))].sort(
    (a, b) => a - b,
  );
  await q.query('SELECT id FROM ledger_account WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
}

/**
 * Inserts the rows, skipping keys already booked, and moves the cached balances by the inserted rows only, in
 * one statement. Answers the inserted ids by key, and the balances the moved accounts hold now.
 */
async function insertAndMove(
  q: Queryable,
  transfers: readonly TransferInput[],
): Promise<{ ids: Map<string, string>; balances: Map<number, bigint> }> {
  try {
    const rows = await q.query<{
      key: string | null;
      id: string | null;
      account: number | null;
      balance: string | null;
    }>(
      `WITH ins AS (
         INSERT INTO transfer (idempotency_key, debit_account_id, credit_account_id, asset, amount, code)
         SELECT t.key, t.debit, t.credit, t.asset, t.amount, t.code
         FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::numeric[], $6::text[])
           AS t(key, debit, credit, asset, amount, code)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, idempotency_key, debit_account_id, credit_account_id, amount
       ), moves AS (
         SELECT debit_account_id AS id, -amount AS delta FROM ins
         UNION ALL SELECT credit_account_id, amount FROM ins
       ), moved AS (
         UPDATE ledger_account a SET balance = a.balance + m.total
         FROM (SELECT id, sum(delta) AS total FROM moves GROUP BY id) m WHERE a.id = m.id
         RETURNING a.id, a.balance
       )
       SELECT idempotency_key AS key, id::text AS id, NULL::int AS account, NULL::text AS balance FROM ins
       UNION ALL SELECT NULL, NULL, id, balance::text FROM moved`,
      [
        transfers.map((t) => t.idempotencyKey),
        transfers.map((t) => t.debitAccountId),
        transfers.map((t) => t.creditAccountId),
        transfers.map((t) => t.asset),
        transfers.map((t) => t.amount.toString()),
        transfers.map((t) => t.code),
      ],
    );
    const ids = new Map<string, string>();
    const balances = new Map<number, bigint>();
    for (const row of rows) {
      if (row.key !== null && row.id !== null) ids.set(row.key, row.id);
      if (row.account !== null && row.balance !== null) balances.set(row.account, parseUnits(row.balance));
    }
    return { ids, balances };
  } catch (error) {
    if (isOverdraft(error)) throw new LedgerRefusal('INSUFFICIENT_BALANCE');
    throw error;
  }
}

/** The transfers stored under keys this set did not insert; each must be the same transfer (a replay). */
async function replaysOf(q: Queryable, skipped: readonly TransferInput[]): Promise<Map<string, string>> {
  if (skipped.length === 0) return new Map();
  const stored = await q.query<StoredTransfer>(
    `SELECT id::text AS id, idempotency_key AS key, debit_account_id AS "debitAccountId",
       credit_account_id AS "creditAccountId", asset, amount::text AS amount, code
     FROM transfer WHERE idempotency_key = ANY($1::text[])`,
    [skipped.map((t) => t.idempotencyKey)],
  );
  const byKey = new Map(stored.map((row) => [row.key, row]));
  for (const input of skipped) {
    const row = byKey.get(input.idempotencyKey);
    if (row === undefined || !sameTransfer(row, input)) throw new LedgerRefusal('IDEMPOTENCY_CONFLICT');
  }
  return new Map(stored.map((row) => [row.key, row.id]));
}

/**
 * Books a set of transfers (any assets, any number) inside the caller's transaction, in two statements
 * however large the set: the accounts are locked, then the rows inserted and the balances moved. A key booked
 * before books nothing again; it must hold the same transfer, else the whole set is refused
 * (IDEMPOTENCY_CONFLICT). A user account that would go below zero refuses the whole set
 * (INSUFFICIENT_BALANCE); the caller's transaction is then to be rolled back. One answer per transfer, in order.
 */
export async function bookTransferSet(
  q: Queryable,
  transfers: readonly TransferInput[],
): Promise<BookedTransfer[]> {
  return (await bookTransferSetWithBalances(q, transfers)).transfers;
}

/**
 * `bookTransferSet`, answering also the balance each account the set moved holds once it is booked: the
 * accounts stay locked until the caller's transaction ends, so these are what it commits, read at no extra trip.
 */
export async function bookTransferSetWithBalances(
  q: Queryable,
  transfers: readonly TransferInput[],
): Promise<{ transfers: BookedTransfer[]; balances: Map<number, bigint> }> {
  if (transfers.length === 0) return { transfers: [], balances: new Map() };
  if (transfers.some((t) => t.amount <= 0n)) throw new RangeError('a transfer amount must be positive');
  await lockAccounts(q, transfers);
  const { ids: inserted, balances } = await insertAndMove(q, transfers);
  // A key given twice in one set is inserted once: its later ones are replays of the first.
  const firstIndex = new Map<string, number>();
  transfers.forEach((t, i) => firstIndex.set(t.idempotencyKey, firstIndex.get(t.idempotencyKey) ?? i));
  const isNew = (t: TransferInput, i: number) =>
    firstIndex.get(t.idempotencyKey) === i && inserted.has(t.idempotencyKey);
  const replayed = await replaysOf(
    q,
    transfers.filter((t, i) => !isNew(t, i)),
  );
  return {
    transfers: transfers.map((t, i) =>
      isNew(t, i)
        ? { id: inserted.get(t.idempotencyKey)!, replayed: false }
        : { id: replayed.get(t.idempotencyKey)!, replayed: true },
    ),
    balances,
  };
}
