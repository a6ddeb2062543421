import type { PartnerSummary } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

export function createPartnerRepository(db: Queryable) {
  return {
    async findByCode(siteId: number, code: string): Promise<PartnerSummary | undefined> {
      const rows = await db.query<PartnerSummary>(
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
      partner: { siteId: number; userId: number; code: string; name: string },
      q: Queryable = db,
    ): Promise<number> {
      const rows = await q.query<{ id: number }>(
        'INSERT INTO partner (site_id, user_id, code, name) VALUES ($1, $2, $3, $4) RETURNING id',
        [partner.siteId, partner.userId, partner.code, partner.name],
      );
      return rows[0]!.id;
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
