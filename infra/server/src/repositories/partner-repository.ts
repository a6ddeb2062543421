import type { Partner, PartnerPlayer, PartnerSummary, UserStatus } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

const PARTNER_COLUMNS = `p.id, p.code, p.name, u.username, p.level, p.parent_id AS "parentId", u.status,
  p.share_rate::float8 AS "shareRate",
  (SELECT count(*)::int FROM partner c WHERE c.parent_id = p.id) AS "childCount",
  (SELECT count(*)::int FROM app_user r WHERE r.referrer_partner_id = p.id) AS "playerCount",
  (extract(epoch FROM p.created_at) * 1000)::float8 AS "createdAt"`;

/** Partners (affiliates), their tree and the players they referred (migrations 002 and 022). */
export function createPartnerRepository(db: Queryable) {
  return {
    async findByCode(siteId: number, code: string, q: Queryable = db): Promise<PartnerSummary | undefined> {
      const rows = await q.query<PartnerSummary>(
        'SELECT id, code, name FROM partner WHERE site_id = $1 AND code = $2',
        [siteId, code],
      );
      return rows[0];
    },

    async findById(siteId: number, id: number): Promise<PartnerSummary | undefined> {
      const rows = await db.query<PartnerSummary>(
        'SELECT id, code, name FROM partner WHERE site_id = $1 AND id = $2',
        [siteId, id],
      );
      return rows[0];
    },

    async insert(
      partner: {
        siteId: number;
        userId: number;
        code: string;
        name: string;
        parentId?: number;
        level?: number;
        shareRate?: number;
      },
      q: Queryable = db,
    ): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `INSERT INTO partner (site_id, user_id, code, name, parent_id, level, share_rate)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          partner.siteId,
          partner.userId,
          partner.code,
          partner.name,
          partner.parentId ?? null,
          partner.level ?? 1,
          partner.shareRate ?? 0,
        ],
      );
      return rows[0]!.id;
    },

    async detail(siteId: number, id: number): Promise<Partner | undefined> {
      const rows = await db.query<Partner>(
        `SELECT ${PARTNER_COLUMNS} FROM partner p JOIN app_user u ON u.id = p.user_id
         WHERE p.site_id = $1 AND p.id = $2`,
        [siteId, id],
      );
      return rows[0];
    },

    /** The partner a PARTNER account is. */
    async idOfUser(userId: number): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>('SELECT id FROM partner WHERE user_id = $1', [userId]);
      return rows[0]?.id;
    },

    /** Whether `id` is `ancestorId` or below it in the tree. */
    async isWithin(ancestorId: number, id: number): Promise<boolean> {
      const rows = await db.query<{ found: boolean }>(
        `WITH RECURSIVE up AS (
           SELECT id, parent_id FROM partner WHERE id = $2
           UNION ALL SELECT p.id, p.parent_id FROM partner p JOIN up ON p.id = up.parent_id)
         SELECT EXISTS (SELECT 1 FROM up WHERE id = $1) AS found`,
        [ancestorId, id],
      );
      return rows[0]?.found === true;
    },

    /** A site's partners under `parentId` (its top partners for null), optionally of a level and statuses. */
    async children(
      siteId: number,
      filter: { parentId: number | null; level?: number; statuses?: readonly UserStatus[] },
    ): Promise<Partner[]> {
      return db.query<Partner>(
        `SELECT ${PARTNER_COLUMNS} FROM partner p JOIN app_user u ON u.id = p.user_id
         WHERE p.site_id = $1 AND p.parent_id IS NOT DISTINCT FROM $2
           AND ($3::int IS NULL OR p.level = $3) AND ($4::text[] IS NULL OR u.status = ANY($4::text[]))
         ORDER BY p.id LIMIT 500`,
        [siteId, filter.parentId, filter.level ?? null, filter.statuses ?? null],
      );
    },

    /**
     * Attaches a player to the partner (null: to none): results not yet shared are shared up the new chain. The
     * caller checks that both are of the same site.
     */
    async setReferrer(playerId: number, partnerId: number | null, q: Queryable = db): Promise<void> {
      await q.query('UPDATE app_user SET referrer_partner_id = $2 WHERE id = $1', [playerId, partnerId]);
    },

    async players(
      partnerId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: PartnerPlayer[]; total: number }> {
      const [rows, [{ count } = { count: 0 }]] = await Promise.all([
        db.query<PartnerPlayer>(
          `SELECT id, username, nick, status, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"
           FROM app_user WHERE referrer_partner_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`,
          [partnerId, offset, limit],
        ),
        db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM app_user WHERE referrer_partner_id = $1',
          [partnerId],
        ),
      ]);
      return { rows, total: count };
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
