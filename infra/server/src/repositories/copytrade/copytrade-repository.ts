import type { CopyFollowEndReason, CopyTraderSort } from '@bx/contracts';

import type { Db, Queryable } from '../../db/db.js';
import {
  FIGURE_COLUMNS,
  figuresSql,
  toFigures,
  type FigurePeriod,
  type TraderFigures,
} from './copytrade-figures.js';
import {
  COPY_SELECT,
  FILL_COLUMNS,
  FOLLOW_SELECT,
  PROFIT_SHARE_SELECT,
  TRADER_SELECT,
  toCopyRow,
  toFillRow,
  toFollowRow,
  toProfitShareRow,
  toTraderRow,
  type CopyRow,
  type FillRow,
  type FollowRow,
  type MirrorTarget,
  type NewCopy,
  type ProfitShareRow,
  type TraderRow,
} from './copytrade-rows.js';

export interface TraderFilter {
  siteId: number;
  name?: string;
  hideFull: boolean;
  activeOnly: boolean;
  sort: CopyTraderSort;
  /** The period whose figures the sort reads (0: all-time). */
  days: FigurePeriod;
}

export interface NewFollow {
  traderId: number;
  userId: number;
  followOptions: number[];
  multiplyPer: number;
  maxBet: bigint;
  oneMaxBet: bigint;
  stopLossPer: number | null;
  profitSharePer: number;
}

export interface TraderProfile {
  name?: string;
  introduction?: string;
  isActive?: boolean;
  profitSharePer?: number;
}

/** Figures of each trader by period. */
export type FiguresByPeriod = Record<FigurePeriod, TraderFigures>;

/** trader/list orders, over `figures` m of the period asked for and the trader t; ties newest first. */
const SORTS: Record<CopyTraderSort, string> = {
  ROI: `CASE WHEN m.margin > 0 THEN m.pnl / m.margin ELSE 0 END DESC`,
  PNL: `m.pnl DESC`,
  FOLLOWERS: `t."followerCount" DESC`,
  LATEST: `t."createdAt" DESC`,
  // The smallest drawdown first, among traders who traded in the period.
  MDD: `(m.margin = 0) ASC, m.drawdown ASC`,
  WIN_RATE: `CASE WHEN m.trades > 0 THEN m.wins::numeric / m.trades ELSE -1 END DESC`,
  FOLLOWER_PNL: `m.follower_pnl DESC`,
  AUC: `t."assetsUnderCopy"::numeric DESC`,
};

/** A follow's fills to settle or to stop: its follower's open positions in the copied pairs, at their entry. */
export interface HeldCopy {
  optionId: number;
  side: 'LONG' | 'SHORT';
  qty: bigint;
  entryCost: bigint;
  positionId: number;
}

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

    /** The site's traders by the filter, a page in its order (figures of `filter.days` up to `now`). */
    async traders(
      filter: TraderFilter,
      now: number,
      offset: number,
      limit: number,
    ): Promise<Page<TraderRow>> {
      const name = filter.name === undefined || filter.name === '' ? null : `%${filter.name}%`;
      const candidates = `SELECT id FROM copytrade_trader WHERE site_id = $1 AND ($2::text IS NULL OR name ILIKE $2)
        AND (NOT $3 OR is_active)`;
      const rows = await db.query<Record<string, unknown>>(
        `WITH ${figuresSql(candidates, '$4')},
         listed AS (SELECT x.*, count(*) OVER ()::int AS "totalCount" FROM (${TRADER_SELECT}) x
           WHERE x.id IN (${candidates}) AND (NOT $5 OR x."followerCount" < x."maxFollowers"))
         SELECT t.* FROM listed t JOIN figures m ON m.trader_id = t.id AND m.days = $6
         ORDER BY ${SORTS[filter.sort]}, t.id DESC LIMIT $7 OFFSET $8`,
        [filter.siteId, name, filter.activeOnly, now, filter.hideFull, filter.days, limit, offset],
      );
      if (rows.length > 0 || offset === 0) {
        return { rows: rows.map(toTraderRow), total: Number(rows[0]?.totalCount ?? 0) };
      }
      const count = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (${TRADER_SELECT}) x WHERE x.id IN (${candidates})
           AND (NOT $4 OR x."followerCount" < x."maxFollowers")`,
        [filter.siteId, name, filter.activeOnly, filter.hideFull],
      );
      return { rows: [], total: count[0]!.total };
    },

    /** The traders' figures of every period up to `now` (epoch ms of the clock), from their booked fills. */
    async figures(traderIds: readonly number[], now: number): Promise<Map<number, FiguresByPeriod>> {
      const byTrader = new Map<number, FiguresByPeriod>();
      if (traderIds.length === 0) return byTrader;
      const rows = await db.query<Record<string, unknown>>(
        `WITH ${figuresSql('SELECT unnest($1::int[])', '$2')} SELECT ${FIGURE_COLUMNS} FROM figures m`,
        [traderIds, now],
      );
      for (const raw of rows) {
        const id = Number(raw.traderId);
        const periods = byTrader.get(id) ?? ({} as FiguresByPeriod);
        periods[Number(raw.days) as FigurePeriod] = toFigures(raw);
        byTrader.set(id, periods);
      }
      return byTrader;
    },

    async updateProfile(userId: number, profile: TraderProfile): Promise<void> {
      await db.query(
        `UPDATE copytrade_trader SET name = coalesce($2, name), introduction = coalesce($3, introduction),
           is_active = coalesce($4, is_active), profit_share_per = coalesce($5, profit_share_per)
         WHERE user_id = $1`,
        [
          userId,
          profile.name ?? null,
          profile.introduction ?? null,
          profile.isActive ?? null,
          profile.profitSharePer ?? null,
        ],
      );
    },

    /** The profit-share caps: the site's own (null: none) and every site's default. */
    async shareCaps(siteId: number): Promise<{ site: number | null; platform: number }> {
      const rows = await db.query<{ siteId: number; capPer: number }>(
        `SELECT site_id AS "siteId", cap_per AS "capPer" FROM copytrade_share_cap WHERE site_id IN (0, $1)`,
        [siteId],
      );
      const of = (id: number) => rows.find((row) => row.siteId === id)?.capPer;
      return { site: siteId === 0 ? null : (of(siteId) ?? null), platform: of(0) ?? 0 };
    },

    /** Sets a cap (site 0: every site's default); null takes the site's own away. */
    async setShareCap(siteId: number, capPer: number | null): Promise<void> {
      await (capPer === null
        ? db.query(`DELETE FROM copytrade_share_cap WHERE site_id = $1`, [siteId])
        : db.query(
            `INSERT INTO copytrade_share_cap (site_id, cap_per) VALUES ($1, $2)
             ON CONFLICT (site_id) DO UPDATE SET cap_per = excluded.cap_per`,
            [siteId, capPer],
          ));
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

    /** The options every player following someone copies (of `userIds` only, when given). */
    async activeFollowOptions(
      userIds?: readonly number[],
    ): Promise<Array<{ userId: number; options: number[] }>> {
      const rows = await db.query<{ userId: number; options: unknown[] }>(
        `SELECT user_id AS "userId", follow_options AS options FROM copytrade_follower
         WHERE status = 'FOLLOWING' AND ($1::int[] IS NULL OR user_id = ANY($1::int[]))`,
        [userIds ?? null],
      );
      return rows.map((row) => ({ userId: row.userId, options: row.options.map(Number) }));
    },

    async countFollowers(q: Queryable, traderId: number): Promise<number> {
      const rows = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM copytrade_follower WHERE trader_id = $1 AND status = 'FOLLOWING'`,
        [traderId],
      );
      return rows[0]!.n;
    },

    /**
     * A new follow, in the transaction holding the follower's FUTURES account lock: its window starts after every
     * futures order booked so far, so it holds exactly the follower's orders from now on (each takes that lock).
     */
    async insertFollow(q: Queryable, follow: NewFollow): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO copytrade_follower (trader_id, user_id, follow_options, multiply_per, max_bet, one_max_bet,
           stop_loss_per, profit_share_per, first_order_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT coalesce(max(id), 0) FROM futures_order)) RETURNING id`,
        [
          follow.traderId,
          follow.userId,
          follow.followOptions,
          follow.multiplyPer,
          follow.maxBet.toString(),
          follow.oneMaxBet.toString(),
          follow.stopLossPer,
          follow.profitSharePer,
        ],
      );
      return rows[0]!.id;
    },

    /** Ends a follow that is still FOLLOWING; answers whether it did. Its window stays open until `closeWindow`. */
    async endFollow(q: Queryable, id: number, reason: CopyFollowEndReason, at: number): Promise<boolean> {
      const rows = await q.query(
        `UPDATE copytrade_follower SET status = 'ENDED', end_reason = $2, ended_at = $3
         WHERE id = $1 AND status = 'FOLLOWING' RETURNING id`,
        [id, reason, new Date(at).toISOString()],
      );
      return rows.length === 1;
    },

    /**
     * Closes an ended follow's window at the follower's orders booked so far (under their account lock); answers
     * whether it was still open.
     */
    async closeWindow(q: Queryable, id: number): Promise<boolean> {
      const rows = await q.query(
        `UPDATE copytrade_follower f SET last_order_id =
           (SELECT coalesce(max(o.id), f.first_order_id) FROM futures_order o WHERE o.user_id = f.user_id)
         WHERE f.id = $1 AND f.status = 'ENDED' AND f.last_order_id IS NULL RETURNING f.id`,
        [id],
      );
      return rows.length === 1;
    },

    /** Locks a follow's row (its profit share settles under it) and reads it. */
    async lockFollow(q: Queryable, id: number): Promise<FollowRow | undefined> {
      await q.query(`SELECT id FROM copytrade_follower WHERE id = $1 FOR UPDATE`, [id]);
      return this.follow(id, q);
    },

    /** Books one settlement once per follow and period; answers its row, or undefined when it was booked before. */
    async insertProfitShare(
      q: Queryable,
      share: Omit<ProfitShareRow, 'id' | 'traderName' | 'username' | 'createdAt'> & { at: number },
    ): Promise<number | undefined> {
      const rows = await q.query<{ id: number }>(
        `WITH ins AS (
           INSERT INTO copytrade_profit_share (follower_id, trader_id, period, pnl, share_per, amount, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (follower_id, period) DO NOTHING RETURNING id, amount)
         UPDATE copytrade_follower f SET profit_shared = f.profit_shared + ins.amount FROM ins WHERE f.id = $1
         RETURNING ins.id`,
        [
          share.followerId,
          share.traderId,
          share.period,
          share.pnl.toString(),
          share.sharePer,
          share.amount.toString(),
          new Date(share.at).toISOString(),
        ],
      );
      return rows[0]?.id;
    },

    /** Profit shares, newest first: a follower's (`userId`), a trader's (`traderId`), or a site's. */
    profitShares(
      by: { userId: number } | { traderId: number } | { siteId: number; traderId?: number },
      offset: number,
      limit: number,
    ): Promise<Page<ProfitShareRow>> {
      const [where, params]: [string, unknown[]] =
        'userId' in by
          ? ['f.user_id = $1', [by.userId]]
          : 'siteId' in by
            ? ['t.site_id = $1 AND ($2::int IS NULL OR s.trader_id = $2)', [by.siteId, by.traderId ?? null]]
            : ['s.trader_id = $1', [by.traderId]];
      return page(
        `${PROFIT_SHARE_SELECT} WHERE ${where}`,
        [...params, limit, offset],
        toProfitShareRow,
        'id DESC',
      );
    },

    /** Whether the weekly settlement of `period` has run. */
    async shareRunDone(period: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM copytrade_share_run WHERE period = $1`, [period]);
      return rows.length > 0;
    },

    async markShareRun(period: string): Promise<void> {
      await db.query(`INSERT INTO copytrade_share_run (period) VALUES ($1) ON CONFLICT DO NOTHING`, [period]);
    },

    /** Follows to settle weekly: following, with a profit share, and no copied position open. */
    async followsToSettle(): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT f.id FROM copytrade_follower f WHERE f.status = 'FOLLOWING' AND f.profit_share_per > 0
           AND NOT EXISTS (SELECT 1 FROM futures_position p WHERE p.user_id = f.user_id AND p.status = 'OPEN'
             AND p.option_id = ANY (f.follow_options))
         ORDER BY f.id`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Follows with a stop-loss and a copied position open, with those positions; and follows a stop-loss ended
     * whose positions and settlement are still to do.
     */
    async stopLossWatch(): Promise<Array<{ follow: FollowRow; held: HeldCopy[] }>> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT x.*, coalesce((SELECT json_agg(json_build_object('positionId', p.id, 'optionId', p.option_id,
             'side', p.side, 'qty', p.qty::text, 'entryCost', p.entry_cost::text))
           FROM futures_position p WHERE p.user_id = x."userId" AND p.status = 'OPEN'
             AND p.option_id = ANY (x."followOptions")), '[]') AS held
         FROM (${FOLLOW_SELECT} WHERE (f.status = 'FOLLOWING' AND f.stop_loss_per IS NOT NULL
             AND EXISTS (SELECT 1 FROM futures_position p WHERE p.user_id = f.user_id AND p.status = 'OPEN'
               AND p.option_id = ANY (f.follow_options)))
           OR (f.status = 'ENDED' AND f.last_order_id IS NULL AND f.end_reason = 'STOP_LOSS')) x
         ORDER BY x.id`,
      );
      return rows.map((raw) => ({
        follow: toFollowRow(raw),
        held: (raw.held as Array<Record<string, unknown>>).map((held) => ({
          positionId: Number(held.positionId),
          optionId: Number(held.optionId),
          side: held.side as HeldCopy['side'],
          qty: BigInt(held.qty as string),
          entryCost: BigInt(held.entryCost as string),
        })),
      }));
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

    /**
     * A copy, once per trader order and follow; answers its id and time, or undefined when it was booked already or,
     * `whileFollowing`, when its follow has ended (read under the follower's account lock the caller holds: a follow
     * ends under it too, on whichever instance).
     */
    async insertCopy(
      copy: NewCopy,
      q: Queryable = db,
      whileFollowing = false,
    ): Promise<{ id: number; createdAt: number } | undefined> {
      const rows = await q.query<{ id: number; createdAt: number }>(
        `INSERT INTO copytrade_order (follower_id, user_id, trader_order_id, follower_order_id, option_id, kind,
           status, skip_reason, trader_qty, qty, price, margin, realized_pnl)
         SELECT $1::int, $2::int, $3::int, $4::int, $5::int, $6::text, $7::text, $8::text, $9::bigint, $10::bigint,
           $11::bigint, $12::numeric, $13::numeric
         WHERE NOT $14::boolean OR EXISTS
           (SELECT 1 FROM copytrade_follower WHERE id = $1::int AND status = 'FOLLOWING')
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
          whileFollowing,
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
