import type { CopyFollowEndReason, CopyTraderSort } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import {
  COPY_SELECT,
  FILL_COLUMNS,
  FOLLOW_SELECT,
  TRADER_SELECT,
  toCopyRow,
  toFillRow,
  toFollowRow,
  toTraderRow,
  type CopyRow,
  type FillRow,
  type FollowRow,
  type MirrorTarget,
  type NewCopy,
  type TraderRow,
} from './copytrade-rows.js';

export interface TraderFilter {
  siteId: number;
  name?: string;
  hideFull: boolean;
  activeOnly: boolean;
  sort: CopyTraderSort;
}

export interface NewFollow {
  traderId: number;
  userId: number;
  followOptions: number[];
  multiplyPer: number;
  maxBet: bigint;
  oneMaxBet: bigint;
}

export interface TraderProfile {
  name?: string;
  introduction?: string;
  isActive?: boolean;
}

const SORTS: Record<CopyTraderSort, string> = {
  ROI: `CASE WHEN "marginUsed"::numeric > 0 THEN pnl::numeric / "marginUsed"::numeric ELSE 0 END DESC`,
  PNL: `pnl::numeric DESC`,
  FOLLOWERS: `"followerCount" DESC`,
  LATEST: `"createdAt" DESC`,
};

type Page<T> = { rows: T[]; total: number };

/** Storage of copy trading (migration 025): profiles, follows, trader fills to mirror, followers' copies. */
export function createCopytradeRepository(db: Db) {
  const page = async <T>(
    sql: string,
    params: unknown[],
    map: (raw: never) => T,
    order: string,
    where = 'true',
  ) => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT *, count(*) OVER ()::int AS "totalCount" FROM (${sql}) x WHERE ${where} ORDER BY ${order}
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (rows.length > 0 || params.at(-1) === 0) {
      return { rows: rows.map((raw) => map(raw as never)), total: Number(rows[0]?.totalCount ?? 0) };
    }
    // Past the last page: the count alone.
    const count = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${sql}) x WHERE ${where}`,
      params.slice(0, -2),
    );
    return { rows: [], total: count[0]!.total };
  };

  return {
    /** A profile for every TRADER who has none; answers each trader's user id and trader id. */
    async syncTraders(): Promise<Array<{ id: number; userId: number }>> {
      await db.query(
        `INSERT INTO copytrade_trader (user_id, site_id, name)
         SELECT id, site_id, coalesce(nick, name) FROM app_user u WHERE role = 'TRADER'
           AND NOT EXISTS (SELECT 1 FROM copytrade_trader t WHERE t.user_id = u.id)
         ON CONFLICT (user_id) DO NOTHING`,
      );
      return db.query(`SELECT id, user_id AS "userId" FROM copytrade_trader`);
    },

    async trader(id: number, q: Queryable = db): Promise<TraderRow | undefined> {
      const rows = await q.query<never>(`${TRADER_SELECT} WHERE t.id = $1`, [id]);
      return rows.map(toTraderRow)[0];
    },

    async traderOfUser(userId: number): Promise<TraderRow | undefined> {
      const rows = await db.query<never>(`${TRADER_SELECT} WHERE t.user_id = $1`, [userId]);
      return rows.map(toTraderRow)[0];
    },

    /** Locks the trader's profile row (a follow counts its followers under it). */
    async lockTrader(q: Queryable, id: number): Promise<void> {
      await q.query(`SELECT id FROM copytrade_trader WHERE id = $1 FOR UPDATE`, [id]);
    },

    traders(filter: TraderFilter, offset: number, limit: number): Promise<Page<TraderRow>> {
      const name = filter.name === undefined || filter.name === '' ? null : `%${filter.name}%`;
      return page(
        `${TRADER_SELECT} WHERE t.site_id = $1 AND ($2::text IS NULL OR t.name ILIKE $2)
           AND (NOT $3 OR t.is_active)`,
        [filter.siteId, name, filter.activeOnly, limit, offset],
        toTraderRow,
        SORTS[filter.sort] + ', id DESC',
        filter.hideFull ? '"followerCount" < "maxFollowers"' : 'true',
      );
    },

    async updateProfile(userId: number, profile: TraderProfile): Promise<void> {
      await db.query(
        `UPDATE copytrade_trader SET name = coalesce($2, name), introduction = coalesce($3, introduction),
           is_active = coalesce($4, is_active) WHERE user_id = $1`,
        [userId, profile.name ?? null, profile.introduction ?? null, profile.isActive ?? null],
      );
    },

    /** Operators' terms: quota and the balance a follower needs. */
    async setTerms(id: number, terms: { maxFollowers?: number; minBalance?: bigint }): Promise<void> {
      await db.query(
        `UPDATE copytrade_trader SET max_followers = coalesce($2, max_followers),
           min_balance = coalesce($3::numeric, min_balance) WHERE id = $1`,
        [id, terms.maxFollowers ?? null, terms.minBalance?.toString() ?? null],
      );
    },

    async setLiquidated(q: Queryable, id: number, liquidated: boolean): Promise<void> {
      await q.query(`UPDATE copytrade_trader SET is_liquidated = $2 WHERE id = $1 AND is_liquidated <> $2`, [
        id,
        liquidated,
      ]);
    },

    async activeFollow(userId: number, q: Queryable = db): Promise<FollowRow | undefined> {
      const rows = await q.query<never>(`${FOLLOW_SELECT} WHERE f.user_id = $1 AND f.status = 'FOLLOWING'`, [
        userId,
      ]);
      return rows.map(toFollowRow)[0];
    },

    async follow(id: number, q: Queryable = db): Promise<FollowRow | undefined> {
      const rows = await q.query<never>(`${FOLLOW_SELECT} WHERE f.id = $1`, [id]);
      return rows.map(toFollowRow)[0];
    },

    followsOf(userId: number, offset: number, limit: number): Promise<Page<FollowRow>> {
      return page(`${FOLLOW_SELECT} WHERE f.user_id = $1`, [userId, limit, offset], toFollowRow, 'id DESC');
    },

    followersOf(traderId: number, offset: number, limit: number): Promise<Page<FollowRow>> {
      return page(
        `${FOLLOW_SELECT} WHERE f.trader_id = $1 AND f.status = 'FOLLOWING'`,
        [traderId, limit, offset],
        toFollowRow,
        'id DESC',
      );
    },

    /**
     * The follows a fill of `optionId` by the trader is mirrored to: of players who may trade (not DENY), following
     * when it was recorded (`asOf`, epoch ms) — a follow that began after it does not get it.
     */
    async mirrorTargets(traderId: number, optionId: number, asOf: number): Promise<MirrorTarget[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT f.id, f.user_id AS "userId", f.follow_options AS "followOptions", f.multiply_per AS "multiplyPer",
           f.max_bet::text AS "maxBet", f.one_max_bet::text AS "oneMaxBet", s.lang, t.name AS "traderName"
         FROM copytrade_follower f JOIN app_user u ON u.id = f.user_id JOIN site_info s ON s.id = u.site_id
           JOIN copytrade_trader t ON t.id = f.trader_id
         WHERE f.trader_id = $1 AND f.status = 'FOLLOWING' AND $2 = ANY (f.follow_options)
           AND f.created_at <= to_timestamp($3::float8 / 1000) AND u.status <> 'DENY' AND u.role = 'PLAYER'
         ORDER BY f.id`,
        [traderId, optionId, asOf],
      );
      return rows.map((raw) => ({
        ...(raw as unknown as MirrorTarget),
        followOptions: (raw.followOptions as unknown[]).map(Number),
        maxBet: BigInt(raw.maxBet as string),
        oneMaxBet: BigInt(raw.oneMaxBet as string),
      }));
    },

    /** The options the player copies now, or undefined when they follow no one. */
    async followedOptions(userId: number, q: Queryable = db): Promise<Set<number> | undefined> {
      const rows = await q.query<{ options: unknown[] }>(
        `SELECT follow_options AS options FROM copytrade_follower WHERE user_id = $1 AND status = 'FOLLOWING'`,
        [userId],
      );
      return rows[0] === undefined ? undefined : new Set(rows[0].options.map(Number));
    },

    async countFollowers(q: Queryable, traderId: number): Promise<number> {
      const rows = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM copytrade_follower WHERE trader_id = $1 AND status = 'FOLLOWING'`,
        [traderId],
      );
      return rows[0]!.n;
    },

    async insertFollow(q: Queryable, follow: NewFollow): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO copytrade_follower (trader_id, user_id, follow_options, multiply_per, max_bet, one_max_bet)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          follow.traderId,
          follow.userId,
          follow.followOptions,
          follow.multiplyPer,
          follow.maxBet.toString(),
          follow.oneMaxBet.toString(),
        ],
      );
      return rows[0]!.id;
    },

    /** Ends a follow that is still FOLLOWING; answers whether it did. */
    async endFollow(q: Queryable, id: number, reason: CopyFollowEndReason, at: number): Promise<boolean> {
      const rows = await q.query(
        `UPDATE copytrade_follower SET status = 'ENDED', end_reason = $2, ended_at = $3
         WHERE id = $1 AND status = 'FOLLOWING' RETURNING id`,
        [id, reason, new Date(at).toISOString()],
      );
      return rows.length === 1;
    },

    /** Records a trader's fill in the fill's transaction (once per order). */
    async insertFill(q: Queryable, fill: Omit<FillRow, 'createdAt'>): Promise<void> {
      await q.query(
        `INSERT INTO copytrade_fill (order_id, trader_id, option_id, kind, trade_type, qty, position_qty, price,
           leverage, margin_type, margin, pnl, is_liquidation)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (order_id) DO NOTHING`,
        [
          fill.orderId,
          fill.traderId,
          fill.optionId,
          fill.kind,
          fill.tradeType,
          fill.qty.toString(),
          fill.positionQty.toString(),
          fill.price,
          fill.leverage,
          fill.marginType,
          fill.margin.toString(),
          fill.pnl.toString(),
          fill.isLiquidation,
        ],
      );
    },

    /** The fill, while it is still to mirror. */
    async unmirroredFill(orderId: number): Promise<FillRow | undefined> {
      const rows = await db.query<never>(
        `SELECT ${FILL_COLUMNS} FROM copytrade_fill WHERE order_id = $1 AND NOT mirrored`,
        [orderId],
      );
      return rows.map(toFillRow)[0];
    },

    /**
     * Fills not mirrored yet, written at least `ageS` seconds ago (another instance's, or before a restart), that
     * have been tried fewer than `maxAttempts` times, oldest first.
     */
    async unmirroredFills(ageS: number, maxAttempts: number): Promise<FillRow[]> {
      const rows = await db.query<never>(
        `SELECT ${FILL_COLUMNS} FROM copytrade_fill
         WHERE NOT mirrored AND created_at < now() - make_interval(secs => $1) AND attempts < $2
         ORDER BY order_id LIMIT 100`,
        [ageS, maxAttempts],
      );
      return rows.map(toFillRow);
    },

    /**
     * The trader's fills not mirrored yet up to `orderId`, oldest first: what must be mirrored before it, so the
     * followers get the trader's fills in the trader's order whatever crashed in between. Fills tried `maxAttempts`
     * times are left out (given up on, logged), or they would hold every later fill back for good.
     */
    async unmirroredFillsUpTo(traderId: number, orderId: number, maxAttempts: number): Promise<FillRow[]> {
      const rows = await db.query<never>(
        `SELECT ${FILL_COLUMNS} FROM copytrade_fill
         WHERE trader_id = $1 AND order_id <= $2 AND NOT mirrored AND attempts < $3 ORDER BY order_id`,
        [traderId, orderId, maxAttempts],
      );
      return rows.map(toFillRow);
    },

    /** A mirror run ends: every follower done (mirrored), or some left to try again (one attempt more). */
    async endMirror(orderId: number, complete: boolean): Promise<void> {
      await db.query(
        complete
          ? `UPDATE copytrade_fill SET mirrored = true WHERE order_id = $1`
          : `UPDATE copytrade_fill SET attempts = attempts + 1 WHERE order_id = $1`,
        [orderId],
      );
    },

    /** Whether the follow has a copy of the trader's order already (a mirror run again skips it). */
    async copied(traderOrderId: number, followerIds: readonly number[]): Promise<Set<number>> {
      if (followerIds.length === 0) return new Set();
      const rows = await db.query<{ followerId: number }>(
        `SELECT follower_id AS "followerId" FROM copytrade_order
         WHERE trader_order_id = $1 AND follower_id = ANY ($2::int[])`,
        [traderOrderId, followerIds],
      );
      return new Set(rows.map((row) => row.followerId));
    },

    /** A copy, once per trader order and follow; answers its id and time, or undefined when it was booked already. */
    async insertCopy(
      copy: NewCopy,
      q: Queryable = db,
    ): Promise<{ id: number; createdAt: number } | undefined> {
      const rows = await q.query<{ id: number; createdAt: number }>(
        `INSERT INTO copytrade_order (follower_id, user_id, trader_order_id, follower_order_id, option_id, kind,
           status, skip_reason, trader_qty, qty, price, margin, realized_pnl)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (trader_order_id, follower_id) DO NOTHING
         RETURNING id, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`,
        [
          copy.followerId,
          copy.userId,
          copy.traderOrderId,
          copy.followerOrderId,
          copy.optionId,
          copy.kind,
          copy.status,
          copy.skipReason,
          copy.traderQty.toString(),
          copy.qty.toString(),
          copy.price,
          copy.margin.toString(),
          copy.realizedPnl?.toString() ?? null,
        ],
      );
      const row = rows[0];
      return row === undefined ? undefined : { id: Number(row.id), createdAt: Number(row.createdAt) };
    },

    copies(userId: number, offset: number, limit: number): Promise<Page<CopyRow>> {
      return page(`${COPY_SELECT} WHERE o.user_id = $1`, [userId, limit, offset], toCopyRow, 'id DESC');
    },

    /** A trader's fills, newest first (the trader's page shows what followers would have copied). */
    traderFills(traderId: number, offset: number, limit: number): Promise<Page<FillRow>> {
      return page(
        `SELECT ${FILL_COLUMNS} FROM copytrade_fill WHERE trader_id = $1`,
        [traderId, limit, offset],
        toFillRow,
        '"orderId" DESC',
      );
    },

    /** The follower's copy that opened `followerOrderId`, of the trader's `traderOrderId`. */
    async copyOf(
      userId: number,
      followerOrderId: number,
      traderOrderId: number,
    ): Promise<CopyRow | undefined> {
      const rows = await db.query<never>(
        `${COPY_SELECT} WHERE o.user_id = $1 AND o.follower_order_id = $2 AND o.trader_order_id = $3`,
        [userId, followerOrderId, traderOrderId],
      );
      return rows.map(toCopyRow)[0];
    },
  };
}

export type CopytradeRepository = ReturnType<typeof createCopytradeRepository>;
