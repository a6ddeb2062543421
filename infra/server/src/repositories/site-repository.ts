import type { RemoteName, SiteInfo, SiteRemote, SiteUpdateRequest } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

export interface RemoteRow {
  name: RemoteName;
  entry: string;
  enabled: boolean;
}

const REGISTRY_COLUMNS = `name, entry, enabled, previous_entry AS "previousEntry",
  (extract(epoch FROM updated_at) * 1000)::float8 AS "updatedAt"`;

const SITE_COLUMNS = `s.id, s.code, s.name, s.lang, s.type, s.stock_prefix AS "stockPrefix",
  s.oversea_prefix AS "overseaPrefix", s.coin_info AS "coinInfo", s.used_coins AS "usedCoins",
  s.deposit_coins AS "depositCoins", s.buy_coins AS "buyCoins", s.binary_currency AS "binaryCurrency",
  s.bank_type AS "bankType"`;

export function createSiteRepository(db: Queryable) {
  return {
    async findByHostname(hostname: string): Promise<SiteInfo | undefined> {
      const rows = await db.query<SiteInfo>(
        `SELECT ${SITE_COLUMNS} FROM site_host h JOIN site_info s ON s.id = h.site_id WHERE h.hostname = $1`,
        [hostname.toLowerCase()],
      );
      return rows[0];
    },

    async findByCode(code: string): Promise<SiteInfo | undefined> {
      const rows = await db.query<SiteInfo>(`SELECT ${SITE_COLUMNS} FROM site_info s WHERE s.code = $1`, [
        code,
      ]);
      return rows[0];
    },

    async findById(id: number): Promise<SiteInfo | undefined> {
      const rows = await db.query<SiteInfo>(`SELECT ${SITE_COLUMNS} FROM site_info s WHERE s.id = $1`, [id]);
      return rows[0];
    },

    /** Changes what is given of a site's settings; the site as it now stands. */
    async update(id: number, change: SiteUpdateRequest): Promise<SiteInfo | undefined> {
      const rows = await db.query<SiteInfo>(
        `UPDATE site_info s SET type = coalesce($2, type), used_coins = coalesce($3, used_coins),
           deposit_coins = coalesce($4, deposit_coins), buy_coins = coalesce($5, buy_coins),
           binary_currency = coalesce($6, binary_currency), bank_type = coalesce($7, bank_type)
         WHERE s.id = $1 RETURNING ${SITE_COLUMNS}`,
        [
          id,
          change.type ?? null,
          change.usedCoins ?? null,
          change.depositCoins ?? null,
          change.buyCoins ?? null,
          change.binaryCurrency ?? null,
          change.bankType ?? null,
        ],
      );
      return rows[0];
    },

    listRemotes(siteId: number): Promise<RemoteRow[]> {
      return db.query<RemoteRow>(
        'SELECT name, entry, enabled FROM site_remote WHERE site_id = $1 ORDER BY name',
        [siteId],
      );
    },

    /** The site's remote registry as operators see it, with what a rollback would return to. */
    registry(siteId: number): Promise<SiteRemote[]> {
      return db.query<SiteRemote>(
        `SELECT ${REGISTRY_COLUMNS} FROM site_remote WHERE site_id = $1 ORDER BY name`,
        [siteId],
      );
    },

    /** Points a remote at another entry (the one it leaves becomes its previous) or switches it off or on. */
    async changeRemote(
      siteId: number,
      name: RemoteName,
      change: { entry?: string; enabled?: boolean },
    ): Promise<SiteRemote | undefined> {
      const rows = await db.query<SiteRemote>(
        `UPDATE site_remote SET
           previous_entry = CASE WHEN $3::text IS NOT NULL AND $3::text <> entry THEN entry ELSE previous_entry END,
           entry = coalesce($3::text, entry), enabled = coalesce($4::boolean, enabled), updated_at = now()
         WHERE site_id = $1 AND name = $2 RETURNING ${REGISTRY_COLUMNS}`,
        [siteId, name, change.entry ?? null, change.enabled ?? null],
      );
      return rows[0];
    },

    /** Swaps a remote's entry and its previous one; undefined when it has no previous entry. */
    async rollbackRemote(siteId: number, name: RemoteName): Promise<SiteRemote | undefined> {
      const rows = await db.query<SiteRemote>(
        `UPDATE site_remote SET entry = previous_entry, previous_entry = entry, updated_at = now()
         WHERE site_id = $1 AND name = $2 AND previous_entry IS NOT NULL RETURNING ${REGISTRY_COLUMNS}`,
        [siteId, name],
      );
      return rows[0];
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
