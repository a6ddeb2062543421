import type { BetSide, GameStatus, GameType, RoundPhase } from '@bx/contracts';

import type { Db, Queryable } from '../db/db.js';
import { parseUnits } from '../money/units.js';

export interface TradeOptionRow {
  id: number;
  stock: string;
  type: GameType;
  roundSeconds: number;
  lockSeconds: number;
  /** Decimal text with four places, e.g. "1.9500". */
  payoutRate: string;
  minBet: bigint;
  betUnit: bigint;
  currency: string;
  isPlay: 0 | 1;
  isStop: 0 | 1;
}

export interface RoundRow {
  id: number;
  tradeOptionId: number;
  /** 1, 2, 3 ... within the option, in opening order. */
  roundNo: number;
  stock: string;
  precision: number;
  openAt: number;
  lockAt: number;
  closeAt: number;
  phase: RoundPhase;
  status: GameStatus;
  lockPrice: number | null;
  closePrice: number | null;
  winner: BetSide | null;
}

export interface BetRow {
  id: number;
  tradeRoundId: number;
  tradeOptionId: number;
  userId: number;
  stock: string;
  type: BetSide;
  point: bigint;
  asset: string;
  payout: bigint;
  status: GameStatus;
  won: boolean | null;
  createdAt: number;
  idempotencyKey: string;
  payoutRate: string;
  /** The round's number within its option, its price digits and its lock and close prices (null until known). */
  roundNo: number;
  precision: number;
  lockPrice: number | null;
  closePrice: number | null;
}

/** A bet's settlement: its new state and the transfers booking it (all keyed by the bet id). */
export interface BetSettlement {
  betId: number;
  status: GameStatus;
  payout: bigint;
  won: boolean | null;
}

export interface TransferRow {
  key: string;
  debit: number;
  credit: number;
  amount: bigint;
  code: string;
}

const OPTION = `id, stock, type, round_seconds AS "roundSeconds", lock_seconds AS "lockSeconds",
  payout_rate::text AS "payoutRate", min_bet::text AS "minBet", bet_unit::text AS "betUnit", currency,
  is_play AS "isPlay", is_stop AS "isStop"`;

function roundColumns(a: string): string {
  return `${a}.id, ${a}.trade_option_id AS "tradeOptionId", ${a}.round_no AS "roundNo", ${a}.stock, ${a}.precision, ${a}.open_at::text AS "openAt",
  ${a}.lock_at::text AS "lockAt", ${a}.close_at::text AS "closeAt", ${a}.phase, ${a}.status,
  ${a}.lock_price::text AS "lockPrice", ${a}.close_price::text AS "closePrice", ${a}.winner`;
}
const ROUND = roundColumns('trade_round');

const BET = `b.id, b.trade_round_id AS "tradeRoundId", b.trade_option_id AS "tradeOptionId", b.user_id AS "userId",
  r.stock, b.type, b.point::text AS point, b.asset, b.payout::text AS payout, b.status, b.won,
  b.created_at::text AS "createdAt", b.idempotency_key AS "idempotencyKey",
  b.payout_rate::text AS "payoutRate", r.round_no AS "roundNo", r.precision,
  r.lock_price::text AS "lockPrice", r.close_price::text AS "closePrice"`;

type Raw<T, K extends keyof T> = Omit<T, K> & Record<K, string>;

function toOption(row: Raw<TradeOptionRow, 'minBet' | 'betUnit'>): TradeOptionRow {
  return { ...row, minBet: parseUnits(row.minBet), betUnit: parseUnits(row.betUnit) };
}

function toRound(
  row: Raw<RoundRow, 'openAt' | 'lockAt' | 'closeAt'> & {
    lockPrice: string | null;
    closePrice: string | null;
  },
): RoundRow {
  return {
    ...row,
    openAt: Number(row.openAt),
    lockAt: Number(row.lockAt),
    closeAt: Number(row.closeAt),
    lockPrice: row.lockPrice === null ? null : Number(row.lockPrice),
    closePrice: row.closePrice === null ? null : Number(row.closePrice),
  };
}

function toBet(
  row: Raw<BetRow, 'point' | 'payout' | 'createdAt'> & {
    lockPrice: string | null;
    closePrice: string | null;
  },
): BetRow {
  return {
    ...row,
    point: parseUnits(row.point),
    payout: parseUnits(row.payout),
    createdAt: Number(row.createdAt),
    lockPrice: row.lockPrice === null ? null : Number(row.lockPrice),
    closePrice: row.closePrice === null ? null : Number(row.closePrice),
  };
}

export interface RoundFilter {
  tradeOptionId?: number;
  /** Only rounds of options with these isPlay values. */
  isPlay?: number[];
  statuses?: number[];
  from?: number;
  to?: number;
}

export interface BetFilter {
  userId?: number;
  tradeOptionId?: number;
  tradeRoundId?: number;
  gameTypes?: string[];
  sides?: string[];
  statuses?: number[];
  from?: number;
  to?: number;
}

/** WHERE clause and parameters from optional filters. */
function where(parts: Array<[string, unknown] | undefined>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    params.push(part[1]);
    clauses.push(part[0].replaceAll('$?', `$${params.length}`));
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}

function roundWhere(filter: RoundFilter) {
  return where([
    filter.tradeOptionId === undefined ? undefined : ['r.trade_option_id = $?', filter.tradeOptionId],
    filter.isPlay === undefined ? undefined : ['o.is_play = ANY($?::smallint[])', filter.isPlay],
    filter.statuses === undefined ? undefined : ['r.status = ANY($?::smallint[])', filter.statuses],
    filter.from === undefined ? undefined : ['r.open_at >= $?', filter.from],
    filter.to === undefined ? undefined : ['r.open_at < $?', filter.to],
  ]);
}

function betWhere(filter: BetFilter) {
  return where([
    filter.userId === undefined ? undefined : ['b.user_id = $?', filter.userId],
    filter.tradeOptionId === undefined ? undefined : ['b.trade_option_id = $?', filter.tradeOptionId],
    filter.tradeRoundId === undefined ? undefined : ['b.trade_round_id = $?', filter.tradeRoundId],
    filter.gameTypes === undefined ? undefined : ['o.type = ANY($?::text[])', filter.gameTypes],
    filter.sides === undefined ? undefined : ['b.type = ANY($?::text[])', filter.sides],
    filter.statuses === undefined ? undefined : ['b.status = ANY($?::smallint[])', filter.statuses],
    filter.from === undefined ? undefined : ['b.created_at >= $?', filter.from],
    filter.to === undefined ? undefined : ['b.created_at < $?', filter.to],
  ]);
}

/** All SQL of binary rounds: options, rounds, bets and the batched settlement bookings. */
export function createBinaryRepository(db: Db) {
  return {
    async options(): Promise<TradeOptionRow[]> {
      const rows = await db.query<Raw<TradeOptionRow, 'minBet' | 'betUnit'>>(
        `SELECT ${OPTION} FROM trade_option ORDER BY sort_order, id`,
      );
      return rows.map(toOption);
    },

    async option(id: number, q: Queryable = db): Promise<TradeOptionRow | undefined> {
      const rows = await q.query<Raw<TradeOptionRow, 'minBet' | 'betUnit'>>(
        `SELECT ${OPTION} FROM trade_option WHERE id = $1`,
        [id],
      );
      return rows[0] === undefined ? undefined : toOption(rows[0]);
    },

    async setFlags(id: number, flags: { isPlay?: 0 | 1; isStop?: 0 | 1 }): Promise<void> {
      await db.query(
        'UPDATE trade_option SET is_play = coalesce($2, is_play), is_stop = coalesce($3, is_stop) WHERE id = $1',
        [id, flags.isPlay ?? null, flags.isStop ?? null],
      );
    },

    /**
     * Inserts the round unless this option already has one at that open time; returns the stored round. It
     * takes the option's next round number: the option's runner is the only writer of its rounds.
     */
    async openRound(
      input: Omit<RoundRow, 'id' | 'roundNo' | 'phase' | 'status' | 'lockPrice' | 'closePrice' | 'winner'>,
    ) {
      await db.query(
        `INSERT INTO trade_round (trade_option_id, round_no, stock, precision, open_at, lock_at, close_at)
         SELECT $1, coalesce(max(round_no), 0) + 1, $2, $3, $4, $5, $6 FROM trade_round WHERE trade_option_id = $1
         ON CONFLICT (trade_option_id, open_at) DO NOTHING`,
        [input.tradeOptionId, input.stock, input.precision, input.openAt, input.lockAt, input.closeAt],
      );
      const rows = await db.query<Parameters<typeof toRound>[0]>(
        `SELECT ${ROUND} FROM trade_round WHERE trade_option_id = $1 AND open_at = $2`,
        [input.tradeOptionId, input.openAt],
      );
      return toRound(rows[0]!);
    },

    async round(id: number, q: Queryable = db): Promise<RoundRow | undefined> {
      const rows = await q.query<Parameters<typeof toRound>[0]>(
        `SELECT ${ROUND} FROM trade_round WHERE id = $1`,
        [id],
      );
      return rows[0] === undefined ? undefined : toRound(rows[0]);
    },

    /** The option's newest round that is not finished, else its newest round. */
    async currentRound(tradeOptionId: number): Promise<RoundRow | undefined> {
      const rows = await db.query<Parameters<typeof toRound>[0]>(
        `SELECT ${ROUND} FROM trade_round WHERE trade_option_id = $1
         ORDER BY (phase = 'OPEN') DESC, open_at DESC LIMIT 1`,
        [tradeOptionId],
      );
      return rows[0] === undefined ? undefined : toRound(rows[0]);
    },

    async recentRounds(tradeOptionId: number, limit: number): Promise<RoundRow[]> {
      const rows = await db.query<Parameters<typeof toRound>[0]>(
        `SELECT ${ROUND} FROM trade_round WHERE trade_option_id = $1 AND phase IN ('SETTLED', 'CANCELLED')
         ORDER BY open_at DESC LIMIT $2`,
        [tradeOptionId, limit],
      );
      return rows.map(toRound);
    },

    async listRounds(filter: RoundFilter, offset: number, limit: number) {
      const w = roundWhere(filter);
      const n = w.params.length;
      const rows = await db.query<Parameters<typeof toRound>[0]>(
        `SELECT ${roundColumns('r')} FROM trade_round r
         JOIN trade_option o ON o.id = r.trade_option_id ${w.sql}
         ORDER BY r.open_at DESC, r.id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
        [...w.params, offset, limit],
      );
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM trade_round r JOIN trade_option o ON o.id = r.trade_option_id ${w.sql}`,
        w.params,
      );
      return { rows: rows.map(toRound), total: count };
    },

    /** Rounds not finished whose close time is before `before`. */
    async unfinishedRounds(before: number, tradeOptionId?: number): Promise<RoundRow[]> {
      const rows = await db.query<Parameters<typeof toRound>[0]>(
        `SELECT ${ROUND} FROM trade_round WHERE phase NOT IN ('SETTLED', 'CANCELLED') AND close_at < $1
           AND ($2::int IS NULL OR trade_option_id = $2) ORDER BY close_at, id`,
        [before, tradeOptionId ?? null],
      );
      return rows.map(toRound);
    },

    async lockRound(id: number, price: { price: number; time: number } | undefined): Promise<void> {
      await db.query(
        `UPDATE trade_round SET phase = 'LOCKED', lock_price = $2, lock_price_time = $3
         WHERE id = $1 AND phase = 'OPEN'`,
        [id, price?.price ?? null, price?.time ?? null],
      );
    },

    /** Records the outcome once; a round already closed keeps the outcome it has. */
    async closeRound(
      id: number,
      outcome: {
        status: GameStatus;
        winner: BetSide | null;
        closePrice: { price: number; time: number } | undefined;
      },
    ): Promise<void> {
      await db.query(
        `UPDATE trade_round SET phase = 'CLOSED', status = $2, winner = $3, close_price = $4, close_price_time = $5
         WHERE id = $1 AND phase IN ('OPEN', 'LOCKED')`,
        [
          id,
          outcome.status,
          outcome.winner,
          outcome.closePrice?.price ?? null,
          outcome.closePrice?.time ?? null,
        ],
      );
    },

    async finishRound(id: number, now: number): Promise<void> {
      await db.query(
        `UPDATE trade_round SET phase = CASE WHEN status = 2 THEN 'CANCELLED' ELSE 'SETTLED' END, settled_at = $2
         WHERE id = $1 AND phase = 'CLOSED'`,
        [id, now],
      );
    },

    /** The bets that exist for these (user, idempotency key) pairs, keyed `${userId}:${key}`. */
    async betsByKeys(pairs: ReadonlyArray<{ userId: number; key: string }>): Promise<Map<string, BetRow>> {
      if (pairs.length === 0) return new Map();
      const rows = await db.query<Parameters<typeof toBet>[0]>(
        `SELECT ${BET} FROM unnest($1::int[], $2::text[]) AS k(user_id, key)
         JOIN binary_bet b ON b.user_id = k.user_id AND b.idempotency_key = k.key
         JOIN trade_round r ON r.id = b.trade_round_id`,
        [pairs.map((pair) => pair.userId), pairs.map((pair) => pair.key)],
      );
      return new Map(
        rows.map((row) => toBet(row)).map((bet) => [`${bet.userId}:${bet.idempotencyKey}`, bet]),
      );
    },

    async betsByIds(ids: readonly number[]): Promise<Map<number, BetRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<Parameters<typeof toBet>[0]>(
        `SELECT ${BET} FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id WHERE b.id = ANY($1::int[])`,
        [ids],
      );
      return new Map(rows.map((row) => toBet(row)).map((bet) => [bet.id, bet]));
    },

    async bet(id: number): Promise<BetRow | undefined> {
      const rows = await db.query<Parameters<typeof toBet>[0]>(
        `SELECT ${BET} FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id WHERE b.id = $1`,
        [id],
      );
      return rows[0] === undefined ? undefined : toBet(rows[0]);
    },

    async listBets(filter: BetFilter, offset: number, limit: number) {
      const w = betWhere(filter);
      const n = w.params.length;
      const from = `FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
        JOIN trade_option o ON o.id = b.trade_option_id ${w.sql}`;
      const rows = await db.query<Parameters<typeof toBet>[0]>(
        `SELECT ${BET} ${from} ORDER BY b.id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
        [...w.params, offset, limit],
      );
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count ${from}`,
        w.params,
      );
      return { rows: rows.map(toBet), total: count };
    },

    /**
     * Everyone's bets of the option's current and last rounds, newest first: what is live now, not bets
     * settled long ago.
     */
    async liveBets(tradeOptionId: number, limit: number): Promise<BetRow[]> {
      const rows = await db.query<Parameters<typeof toBet>[0]>(
        `SELECT ${BET} FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
         WHERE b.trade_round_id IN (
           SELECT id FROM trade_round WHERE trade_option_id = $1 ORDER BY open_at DESC LIMIT 2
         )
         ORDER BY b.id DESC LIMIT $2`,
        [tradeOptionId, limit],
      );
      return rows.map(toBet);
    },

    /** Unsettled bets of the option's rounds that are not finished (the caller's running bets). */
    async runningBets(userId: number, tradeOptionId: number): Promise<BetRow[]> {
      const rows = await db.query<Parameters<typeof toBet>[0]>(
        `SELECT ${BET} FROM binary_bet b JOIN trade_round r ON r.id = b.trade_round_id
         WHERE b.user_id = $1 AND b.trade_option_id = $2 AND b.status = 0 ORDER BY b.id DESC LIMIT 100`,
        [userId, tradeOptionId],
      );
      return rows.map(toBet);
    },

    /** Per option and day: rounds, wins per side, ties and cancellations of the finished rounds. */
    async dailySummary(from: number, to: number, tradeOptionId?: number) {
      return db.query<{
        tradeOptionId: number;
        rounds: number;
        buyWins: number;
        sellWins: number;
        ties: number;
        cancelled: number;
      }>(
        `SELECT o.id AS "tradeOptionId",
           count(r.id) FILTER (WHERE r.phase IN ('SETTLED', 'CANCELLED'))::int AS rounds,
           count(r.id) FILTER (WHERE r.winner = 'B')::int AS "buyWins",
           count(r.id) FILTER (WHERE r.winner = 'S')::int AS "sellWins",
           count(r.id) FILTER (WHERE r.status = 3)::int AS ties,
           count(r.id) FILTER (WHERE r.status = 2)::int AS cancelled
         FROM trade_option o
         LEFT JOIN trade_round r ON r.trade_option_id = o.id AND r.open_at >= $1 AND r.open_at < $2
         WHERE ($3::int IS NULL OR o.id = $3)
         GROUP BY o.id ORDER BY o.id`,
        [from, to, tradeOptionId ?? null],
      );
    },

    /** The asset's binary escrow account, created on first use. */
    async escrowAccountId(asset: string): Promise<number> {
      await db.query(
        `INSERT INTO ledger_account (asset, kind) VALUES ($1, 'BINARY_ESCROW')
         ON CONFLICT (kind, asset) WHERE kind <> 'USER' DO NOTHING`,
        [asset],
      );
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM ledger_account WHERE kind = 'BINARY_ESCROW' AND asset = $1`,
        [asset],
      );
      return rows[0]!.id;
    },

    /**
     * Settles up to `limit` unsettled bets of a round with ids above `afterId` (keyset paging) in one transaction: `plan` turns each bet (with its
     * user's BINARY account) into its new state and transfers. Transfers are keyed by bet id, so a batch that
     * is re-run after a crash books nothing twice. Returns the bets settled (empty when none were left).
     */
    async settleBatch(
      roundId: number,
      afterId: number,
      limit: number,
      now: number,
      plan: (bet: BetRow & { accountId: number }) => { settlement: BetSettlement; transfers: TransferRow[] },
    ): Promise<Array<BetRow & { accountId: number }>> {
      return db.tx(async (q) => {
        const raw = await q.query<Parameters<typeof toBet>[0] & { accountId: number }>(
          // The batch is picked in index order (no sort over the whole round), then joined.
          `WITH picked AS (
             SELECT id FROM binary_bet WHERE trade_round_id = $1 AND id > $2 AND status = 0
             ORDER BY trade_round_id, id LIMIT $3 FOR UPDATE
           )
           SELECT ${BET}, a.id AS "accountId" FROM picked p
           JOIN binary_bet b ON b.id = p.id
           JOIN trade_round r ON r.id = b.trade_round_id
           JOIN ledger_account a ON a.kind = 'USER' AND a.user_id = b.user_id AND a.wallet = 'BINARY'
           ORDER BY b.id`,
          [roundId, afterId, limit],
        );
        if (raw.length === 0) return [];
        const bets = raw.map((row) => ({ ...toBet(row), accountId: row.accountId }));
        const settlements: BetSettlement[] = [];
        const transfers: TransferRow[] = [];
        for (const bet of bets) {
          const planned = plan(bet);
          settlements.push(planned.settlement);
          transfers.push(...planned.transfers);
          Object.assign(bet, planned.settlement);
        }
        await bookTransfers(q, bets[0]!.asset, transfers);
        await q.query(
          `UPDATE binary_bet b SET status = u.status, payout = u.payout, won = u.won, settled_at = $5
           FROM unnest($1::int[], $2::smallint[], $3::numeric[], $4::boolean[]) AS u(id, status, payout, won)
           WHERE b.id = u.id AND b.status = 0 AND b.id BETWEEN $6 AND $7`,
          [
            settlements.map((s) => s.betId),
            settlements.map((s) => s.status),
            settlements.map((s) => s.payout.toString()),
            settlements.map((s) => s.won),
            now,
            bets[0]!.id,
            bets[bets.length - 1]!.id,
          ],
        );
        return bets;
      });
    },

    /**
     * Many bets in one transaction: the rows (skipping keys already used and rounds no longer taking bets at
     * `now`) and their stakes, user -> escrow; answers the bets booked. Throws INSUFFICIENT_BALANCE-style CHECK
     * errors unchanged; the whole batch then books nothing.
     */
    async insertBetBatch(
      rows: ReadonlyArray<{
        tradeRoundId: number;
        userId: number;
        accountId: number;
        type: BetSide;
        point: bigint;
        payoutRate: string;
        key: string;
      }>,
      asset: string,
      escrow: number,
      now: number,
    ): Promise<{ id: number; userId: number; key: string }[]> {
      return db.tx(async (q) => {
        const inserted = await q.query<{ id: number; userId: number; key: string; point: string }>(
          `INSERT INTO binary_bet (trade_round_id, trade_option_id, user_id, type, point, asset, payout_rate,
             idempotency_key, created_at)
           SELECT r.id, r.trade_option_id, u.user_id, u.type, u.point, $6, u.rate, u.key, $7
           FROM unnest($1::int[], $2::int[], $3::text[], $4::numeric[], $5::text[], $8::numeric[])
             AS u(round_id, user_id, type, point, key, rate)
           JOIN trade_round r ON r.id = u.round_id AND r.phase = 'OPEN' AND r.open_at <= $7 AND r.lock_at > $7
           ON CONFLICT (user_id, idempotency_key) DO NOTHING
           RETURNING id, user_id AS "userId", idempotency_key AS key, point::text AS point`,
          [
            rows.map((r) => r.tradeRoundId),
            rows.map((r) => r.userId),
            rows.map((r) => r.type),
            rows.map((r) => r.point.toString()),
            rows.map((r) => r.key),
            asset,
            now,
            rows.map((r) => r.payoutRate),
          ],
        );
        const accounts = new Map(rows.map((r) => [r.userId, r.accountId]));
        await bookTransfers(
          q,
          asset,
          inserted.map((bet) => ({
            key: `binary:bet:${bet.id}`,
            debit: accounts.get(bet.userId)!,
            credit: escrow,
            amount: parseUnits(bet.point),
            code: 'BINARY_BET',
          })),
        );
        return inserted.map(({ id, userId, key }) => ({ id, userId, key }));
      });
    },

    /** BINARY wallet balances of these users (minor units). */
    async binaryBalances(userIds: number[]): Promise<Map<number, bigint>> {
      const rows = await db.query<{ userId: number; balance: string }>(
        `SELECT user_id AS "userId", balance::text AS balance FROM ledger_account
         WHERE kind = 'USER' AND wallet = 'BINARY' AND user_id = ANY($1::int[])`,
        [userIds],
      );
      return new Map(rows.map((row) => [row.userId, parseUnits(row.balance)]));
    },
  };
}

/**
 * Books many transfers of one asset in three statements: the accounts are locked in id order (as the ledger
 * repository does, so nothing deadlocks), the rows are inserted skipping keys already booked, and only the
 * inserted rows move the cached balances.
 */
async function bookTransfers(q: Queryable, asset: string, transfers: readonly TransferRow[]): Promise<void> {
  if (transfers.length === 0) return;
  const accounts = [...new Set(transfers.flatMap((t) => [t.debit, t.credit]))].sort((a, b) => a - b);
  await q.query('SELECT id FROM ledger_account WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [accounts]);
  await q.query(
    `WITH ins AS (
       INSERT INTO transfer (idempotency_key, debit_account_id, credit_account_id, asset, amount, code)
       SELECT t.key, t.debit, t.credit, $6, t.amount, t.code
       FROM unnest($1::text[], $2::int[], $3::int[], $4::numeric[], $5::text[]) AS t(key, debit, credit, amount, code)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING debit_account_id, credit_account_id, amount
     ), moves AS (
       SELECT debit_account_id AS id, -amount AS delta FROM ins
       UNION ALL SELECT credit_account_id, amount FROM ins
     )
     UPDATE ledger_account a SET balance = a.balance + m.total
     FROM (SELECT id, sum(delta) AS total FROM moves GROUP BY id) m WHERE a.id = m.id`,
    [
      transfers.map((t) => t.key),
      transfers.map((t) => t.debit),
      transfers.map((t) => t.credit),
      transfers.map((t) => t.amount.toString()),
      transfers.map((t) => t.code),
      asset,
    ],
  );
}

export type BinaryRepository = ReturnType<typeof createBinaryRepository>;
