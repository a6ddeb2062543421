import type { BankInfo, DnwHistory, DnwStatus, DnwType } from '@bx/contracts';

import type { Db, Queryable } from '../db/db.js';
import { DomainError } from '../errors/domain-error.js';
import { parseUnits } from '../money/units.js';

/** `dnw_history_one_waiting` refused a row: the player already has a request of that kind waiting. */
export class DnwConflict extends DomainError<'DNW_IN_PROGRESS'> {}

function isOneWaitingViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e.code === '23505' &&
    (e.constraint === 'dnw_history_one_waiting' || String(e.message).includes('dnw_history_one_waiting'))
  );
}

const COLUMNS = `id, site_id AS "siteId", user_id AS "userId", type, status, wallet, asset, point::text AS point,
  bank_info AS "bankInfo", address, tag, reason, (SELECT coalesce(c.nick, c.username) FROM app_user c WHERE c.id = counterpart_id) AS counterpart,
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt",
  (extract(epoch FROM processed_at) * 1000)::float8 AS "processedAt"`;

/** A request as stored: the contract's row plus whose it is and its amount in the asset's minor units. */
export interface DnwRow extends Omit<DnwHistory, 'point' | 'currency'> {
  siteId: number;
  userId: number;
  asset: string;
  point: bigint;
}

type RawDnw = Omit<DnwRow, 'point'> & { point: string };

function toRow(raw: RawDnw): DnwRow {
  return { ...raw, point: parseUnits(raw.point) };
}

export interface DnwFilter {
  siteId: number;
  userId?: number;
  types?: readonly DnwType[];
  statuses?: readonly DnwStatus[];
  /** Epoch milliseconds, inclusive start and exclusive end. */
  from?: number;
  to?: number;
}

function whereOf(filter: DnwFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.siteId];
  const clauses = ['site_id = $1'];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(params.length));
  };
  if (filter.userId !== undefined) add((n) => `user_id = $${n}`, filter.userId);
  if (filter.types !== undefined) add((n) => `type = ANY($${n}::text[])`, filter.types);
  if (filter.statuses !== undefined) add((n) => `status = ANY($${n}::text[])`, filter.statuses);
  if (filter.from !== undefined) add((n) => `created_at >= to_timestamp($${n}::float8 / 1000)`, filter.from);
  if (filter.to !== undefined) add((n) => `created_at < to_timestamp($${n}::float8 / 1000)`, filter.to);
  return { sql: `WHERE ${clauses.join(' AND ')}`, params };
}

/** Deposit and withdraw requests (migration 019); the money they move is booked by the ledger. */
export function createDnwRepository(db: Db) {
  return {
    /**
     * A new request, WAIT unless `status` says it happened already (a send, a chain deposit, a bonus); undefined
     * when the player's key was used before (a retry: see `byKey`; a chain deposit's key names its transaction). DnwConflict when one of that kind already waits.
     */
    async insert(
      request: {
        siteId: number;
        userId: number;
        type: DnwType;
        wallet: string;
        asset: string;
        point: bigint;
        bankInfo: BankInfo | null;
        key: string;
        counterpartId?: number;
        status?: 'WAIT' | 'DONE';
        address?: string;
        tag?: string | null;
        txId?: string;
        /** Why an operator granted or deducted it (PB/PM by hand). */
        reason?: string;
        processedBy?: number;
      },
      q: Queryable,
    ): Promise<DnwRow | undefined> {
      const rows = await q
        .query<RawDnw>(
          `INSERT INTO dnw_history (site_id, user_id, type, wallet, asset, point, bank_info, idempotency_key,
             counterpart_id, status, processed_at, address, tag, tx_id, reason, processed_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, CASE WHEN $10 = 'DONE' THEN now() END, $11, $12, $13,
             $14, $15)
           ON CONFLICT (user_id, idempotency_key) DO NOTHING
           RETURNING ${COLUMNS}`,
          [
            request.siteId,
            request.userId,
            request.type,
            request.wallet,
            request.asset,
            request.point.toString(),
            request.bankInfo === null ? null : JSON.stringify(request.bankInfo),
            request.key,
            request.counterpartId ?? null,
            request.status ?? (request.counterpartId === undefined ? 'WAIT' : 'DONE'),
            request.address ?? null,
            request.tag ?? null,
            request.txId ?? null,
            request.reason ?? null,
            request.processedBy ?? null,
          ],
        )
        .catch((error: unknown) => {
          throw isOneWaitingViolation(error) ? new DnwConflict('DNW_IN_PROGRESS') : error;
        });
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    async byKey(userId: number, key: string): Promise<DnwRow | undefined> {
      const rows = await db.query<RawDnw>(
        `SELECT ${COLUMNS} FROM dnw_history WHERE user_id = $1 AND idempotency_key = $2`,
        [userId, key],
      );
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    /** The row a chain transaction (output) was credited with, whoever it went to. */
    async byChainTx(asset: string, txId: string): Promise<DnwRow | undefined> {
      const rows = await db.query<RawDnw>(
        `SELECT ${COLUMNS} FROM dnw_history WHERE asset = $1 AND tx_id = $2`,
        [asset, txId],
      );
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    async byId(id: number): Promise<DnwRow | undefined> {
      const rows = await db.query<RawDnw>(`SELECT ${COLUMNS} FROM dnw_history WHERE id = $1`, [id]);
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    /**
     * Moves a waiting request to its outcome; undefined when it no longer waits (decided or cancelled by
     * someone else first): of two racing decisions, exactly one gets the row.
     */
    async decide(
      id: number,
      status: Exclude<DnwStatus, 'WAIT'>,
      processedBy: number,
      q: Queryable,
      reason: string | null = null,
    ): Promise<DnwRow | undefined> {
      const rows = await q.query<RawDnw>(
        `UPDATE dnw_history SET status = $2, processed_at = now(), processed_by = $3, reason = $4
         WHERE id = $1 AND status = 'WAIT' RETURNING ${COLUMNS}`,
        [id, status, processedBy, reason],
      );
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    async list(filter: DnwFilter, offset: number, limit: number): Promise<{ rows: DnwRow[]; total: number }> {
      const w = whereOf(filter);
      const n = w.params.length;
      const [rows, [{ count } = { count: 0 }]] = await Promise.all([
        db.query<RawDnw>(
          `SELECT ${COLUMNS} FROM dnw_history ${w.sql} ORDER BY id DESC OFFSET $${n + 1} LIMIT $${n + 2}`,
          [...w.params, offset, limit],
        ),
        db.query<{ count: number }>(`SELECT count(*)::int AS count FROM dnw_history ${w.sql}`, w.params),
      ]);
      return { rows: rows.map(toRow), total: count };
    },
  };
}

export type DnwRepository = ReturnType<typeof createDnwRepository>;
