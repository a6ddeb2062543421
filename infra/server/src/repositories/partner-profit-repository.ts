import type { PartnerProfitType } from '@bx/contracts';

import type { Db, Queryable } from '../db/db.js';
import type { Asset } from '../money/assets.js';
import { parseUnits } from '../money/units.js';
import { FOLLOW_WINDOW } from './copytrade/copytrade-figures.js';

/** A player's house result not yet shared with their partners: what the house won from them, in one asset. */
export interface UnsharedResult {
  siteId: number;
  playerId: number;
  partnerId: number;
  type: PartnerProfitType;
  asset: Asset;
  base: bigint;
}

/** One partner above a player, nearest first, with its rate. */
export interface PartnerLink {
  partnerId: number;
  userId: number;
  shareRate: number;
}

export interface PartnerProfitRow {
  id: number;
  type: PartnerProfitType;
  partnerCode: string;
  player: string;
  base: bigint;
  rate: number;
  point: bigint;
  asset: Asset;
  wallet: string;
  createdAt: number;
}

export interface PartnerProfitFilter {
  partnerIds: readonly number[];
  types?: readonly PartnerProfitType[];
  /** Epoch milliseconds, inclusive start and exclusive end. */
  from?: number;
  to?: number;
}

type Raw<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

/**
 * The results a run shares (settled binary bets, closed overseas positions and futures fills of referred players),
 * marking them shared in the same statement so a result is shared once whichever run gets it; the shares booked.
 */
export function createPartnerProfitRepository(db: Db) {
  return {
    async newRun(q: Queryable): Promise<number> {
      const rows = await q.query<{ id: number }>(
        'INSERT INTO partner_profit_run DEFAULT VALUES RETURNING id',
      );
      return rows[0]!.id;
    },

    /**
     * Marks every settled bet, closed position and futures fill not yet shared (up to `limit` of each), and answers
     * the house result of those of referred players, per player, kind and asset: stakes less payouts, the negated
     * realized profit; for a futures fill its fee less its realized profit (USDT), a COPYTRADE result when it is a
     * follower's fill on a copied pair while following (the follow's window), FUTURES otherwise. Results the house
     * lost are answered too (negative): the caller shares only what it won. Refunded bets are marked and add nothing:
     * the index of bets not yet shared names no column a settlement sets (so that it stays a HOT update, migration
     * 050) and holds running bets too, so a settled one must leave it whatever its result.
     */
    async takeUnshared(q: Queryable, limit: number): Promise<UnsharedResult[]> {
      const rows = await q.query<Raw<UnsharedResult>>(
        `WITH bets AS (
           UPDATE binary_bet SET partner_shared = true
           WHERE id IN (SELECT id FROM binary_bet WHERE NOT partner_shared AND status <> 0 ORDER BY id LIMIT $1)
           RETURNING user_id, asset, status, point - payout AS result),
         positions AS (
           UPDATE oversea_position SET partner_shared = true
           WHERE id IN (SELECT id FROM oversea_position WHERE status = 'CLOSED' AND NOT partner_shared ORDER BY id LIMIT $1)
           RETURNING user_id, 'KRW' AS asset, -coalesce(realized_pnl, 0) AS result),
         fills AS (
           UPDATE futures_order o SET partner_shared = true
           WHERE id IN (SELECT id FROM futures_order WHERE status = 'FILLED' AND NOT partner_shared ORDER BY id LIMIT $1)
           RETURNING o.user_id, 'USDT' AS asset, o.fee - coalesce(o.realized_pnl, 0) AS result,
             CASE WHEN EXISTS (SELECT 1 FROM copytrade_follower f WHERE ${FOLLOW_WINDOW})
               THEN 'COPYTRADE' ELSE 'FUTURES' END AS type),
         results AS (
           SELECT user_id, 'BINARY' AS type, asset, result FROM bets WHERE status = 1
           UNION ALL SELECT user_id, 'OVERSEA', asset, result FROM positions
           UNION ALL SELECT user_id, type, asset, result FROM fills)
         SELECT u.site_id AS "siteId", r.user_id AS "playerId", u.referrer_partner_id AS "partnerId", r.type,
           r.asset, sum(r.result)::text AS base
         FROM results r JOIN app_user u ON u.id = r.user_id
         WHERE u.referrer_partner_id IS NOT NULL
         GROUP BY u.site_id, r.user_id, u.referrer_partner_id, r.type, r.asset`,
        [limit],
      );
      return rows.map((row) => ({ ...row, base: parseUnits(row.base) }));
    },

    /** The partner and its ancestors, nearest first. */
    async chain(partnerId: number, q: Queryable): Promise<PartnerLink[]> {
      return q.query<PartnerLink>(
        `WITH RECURSIVE up AS (
           SELECT id, user_id, parent_id, share_rate, 0 AS depth FROM partner WHERE id = $1
           UNION ALL SELECT p.id, p.user_id, p.parent_id, p.share_rate, up.depth + 1
           FROM partner p JOIN up ON p.id = up.parent_id WHERE up.depth < 32)
         SELECT id AS "partnerId", user_id AS "userId", share_rate::float8 AS "shareRate" FROM up ORDER BY depth`,
        [partnerId],
      );
    },

    async insert(
      q: Queryable,
      row: {
        runId: number;
        siteId: number;
        partnerId: number;
        playerId: number;
        type: PartnerProfitType;
        asset: Asset;
        wallet: string;
        base: bigint;
        rate: number;
        point: bigint;
      },
    ): Promise<void> {
      await q.query(
        `INSERT INTO partner_profit (run_id, site_id, partner_id, player_id, type, asset, wallet, base, rate, point)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          row.runId,
          row.siteId,
          row.partnerId,
          row.playerId,
          row.type,
          row.asset,
          row.wallet,
          row.base.toString(),
          row.rate,
          row.point.toString(),
        ],
      );
    },

    async list(
      filter: PartnerProfitFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: PartnerProfitRow[]; total: number }> {
      const params: unknown[] = [
        filter.partnerIds,
        filter.types ?? null,
        filter.from ?? null,
        filter.to ?? null,
      ];
      const where = `WHERE pp.partner_id = ANY($1::int[]) AND ($2::text[] IS NULL OR pp.type = ANY($2::text[]))
        AND ($3::float8 IS NULL OR pp.created_at >= to_timestamp($3::float8 / 1000))
        AND ($4::float8 IS NULL OR pp.created_at < to_timestamp($4::float8 / 1000))`;
      const [rows, [{ count } = { count: 0 }]] = await Promise.all([
        db.query<Raw<PartnerProfitRow>>(
          `SELECT pp.id, pp.type, p.code AS "partnerCode", coalesce(u.nick, u.username) AS player, pp.base::text AS base,
             pp.rate::float8 AS rate, pp.point::text AS point, pp.asset, pp.wallet,
             (extract(epoch FROM pp.created_at) * 1000)::float8 AS "createdAt"
           FROM partner_profit pp JOIN partner p ON p.id = pp.partner_id JOIN app_user u ON u.id = pp.player_id
           ${where} ORDER BY pp.id DESC OFFSET $5 LIMIT $6`,
          [...params, offset, limit],
        ),
        db.query<{ count: number }>(`SELECT count(*)::int AS count FROM partner_profit pp ${where}`, params),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, base: parseUnits(row.base), point: parseUnits(row.point) })),
        total: count,
      };
    },
  };
}

export type PartnerProfitRepository = ReturnType<typeof createPartnerProfitRepository>;
