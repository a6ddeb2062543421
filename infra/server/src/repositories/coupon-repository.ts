import type { Db, Queryable } from '../db/db.js';
import type { Asset } from '../money/assets.js';
import { parseUnits } from '../money/units.js';

export interface CouponRow {
  id: number;
  siteId: number;
  promoCode: string;
  /** The wallet the bonus lands in; null: any wallet of the coupon's asset the player names. */
  wallet: string | null;
  asset: Asset;
  point: bigint;
  maxUses: number;
  uses: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const COLUMNS = `id, site_id AS "siteId", promo_code AS "promoCode", wallet, asset, point::text AS point,
  max_uses AS "maxUses", uses, (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt"`;

type RawCoupon = Omit<CouponRow, 'point'> & { point: string };
const toRow = (raw: RawCoupon): CouponRow => ({ ...raw, point: parseUnits(raw.point) });

/** Promotion codes and who used them (migration 020); the bonus itself is a ledger transfer. */
export function createCouponRepository(db: Db) {
  return {
    /** undefined when the site has the code already. */
    async insert(
      coupon: Omit<CouponRow, 'id' | 'uses'> & { createdBy: number },
    ): Promise<CouponRow | undefined> {
      const rows = await db.query<RawCoupon>(
        `INSERT INTO coupon (site_id, promo_code, wallet, asset, point, max_uses, expires_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7::float8 / 1000), $8)
         ON CONFLICT (site_id, promo_code) DO NOTHING RETURNING ${COLUMNS}`,
        [
          coupon.siteId,
          coupon.promoCode,
          coupon.wallet,
          coupon.asset,
          coupon.point.toString(),
          coupon.maxUses,
          coupon.expiresAt,
          coupon.createdBy,
        ],
      );
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    async list(siteId: number): Promise<CouponRow[]> {
      const rows = await db.query<RawCoupon>(
        `SELECT ${COLUMNS} FROM coupon WHERE site_id = $1 ORDER BY id DESC LIMIT 200`,
        [siteId],
      );
      return rows.map(toRow);
    },

    /** Ends a coupon at `at` (an expiry already past stays); the coupon as it now stands, undefined if none. */
    async expire(siteId: number, promoCode: string, at: Date): Promise<CouponRow | undefined> {
      const rows = await db.query<RawCoupon>(
        `UPDATE coupon SET expires_at = least(expires_at, $3) WHERE site_id = $1 AND promo_code = $2
         RETURNING ${COLUMNS}`,
        [siteId, promoCode, at],
      );
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    /** The code's coupon, locked until the transaction ends: uses are counted one player at a time. */
    async lockByCode(siteId: number, promoCode: string, q: Queryable): Promise<CouponRow | undefined> {
      const rows = await q.query<RawCoupon>(
        `SELECT ${COLUMNS} FROM coupon WHERE site_id = $1 AND promo_code = $2 FOR UPDATE`,
        [siteId, promoCode],
      );
      return rows[0] === undefined ? undefined : toRow(rows[0]);
    },

    /** Counts a player's use; false when they used it before. */
    async recordUse(couponId: number, userId: number, dnwHistoryId: number, q: Queryable): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO coupon_use (coupon_id, user_id, dnw_history_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING coupon_id`,
        [couponId, userId, dnwHistoryId],
      );
      if (rows.length === 0) return false;
      await q.query('UPDATE coupon SET uses = uses + 1 WHERE id = $1', [couponId]);
      return true;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
