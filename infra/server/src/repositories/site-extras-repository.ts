import type { AppIds, AppOs, AppVersion, Bank, BankInfo, DecimalString, FeeSettings } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

/** App versions, fee and app-id settings and the bank list. */
export function createSiteExtrasRepository(db: Queryable) {
  return {
    async appVersion(siteId: number, os: AppOs): Promise<AppVersion | undefined> {
      const rows = await db.query<AppVersion>(
        `SELECT os, version, min_version AS "minVersion", url FROM app_version WHERE site_id = $1 AND os = $2`,
        [siteId, os],
      );
      return rows[0];
    },

    async upsertAppVersion(siteId: number, v: AppVersion, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO app_version (site_id, os, version, min_version, url) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (site_id, os) DO UPDATE SET version = $3, min_version = $4, url = $5`,
        [siteId, v.os, v.version, v.minVersion, v.url],
      );
    },

    async settings(
      siteId: number,
    ): Promise<{ fee: FeeSettings; appIds: AppIds; depositAccount: BankInfo | null } | undefined> {
      const rows = await db.query<{ fee: FeeSettings; appIds: AppIds; depositAccount: BankInfo | null }>(
        'SELECT fee, app_ids AS "appIds", deposit_account AS "depositAccount" FROM site_setting WHERE site_id = $1',
        [siteId],
      );
      return rows[0];
    },

    /** The account the site's players deposit to (GET /api/site_info/dnw shows it); false without settings. */
    async setDepositAccount(siteId: number, account: BankInfo | null): Promise<boolean> {
      const rows = await db.query<{ siteId: number }>(
        'UPDATE site_setting SET deposit_account = $2::jsonb WHERE site_id = $1 RETURNING site_id AS "siteId"',
        [siteId, account === null ? null : JSON.stringify(account)],
      );
      return rows.length > 0;
    },

    async upsertSettings(siteId: number, fee: FeeSettings, appIds: AppIds, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO site_setting (site_id, fee, app_ids) VALUES ($1, $2::jsonb, $3::jsonb)
         ON CONFLICT (site_id) DO UPDATE SET fee = $2::jsonb, app_ids = $3::jsonb`,
        [siteId, JSON.stringify(fee), JSON.stringify(appIds)],
      );
    },

    /** The site's own per-request limits (migration 035), in each currency's units; currencies without one use defaults. */
    amountLimits(
      siteId: number,
    ): Promise<Array<{ asset: string; depositMax: DecimalString; withdrawMax: DecimalString }>> {
      return db.query(
        `SELECT asset, deposit_max::text AS "depositMax", withdraw_max::text AS "withdrawMax"
         FROM site_amount_limit WHERE site_id = $1`,
        [siteId],
      );
    },

    async upsertAmountLimit(
      siteId: number,
      limit: { asset: string; depositMax: DecimalString; withdrawMax: DecimalString },
      q: Queryable = db,
    ): Promise<void> {
      await q.query(
        `INSERT INTO site_amount_limit (site_id, asset, deposit_max, withdraw_max) VALUES ($1, $2, $3, $4)
         ON CONFLICT (site_id, asset) DO UPDATE SET deposit_max = $3, withdraw_max = $4`,
        [siteId, limit.asset, limit.depositMax, limit.withdrawMax],
      );
    },

    /** bankType 'MAJOR': the major banks; 'NONE': none; anything else ('ALL'): every bank. */
    banks(bankType: string): Promise<Bank[]> {
      if (bankType === 'NONE') return Promise.resolve([]);
      return db.query<Bank>(
        'SELECT code, name FROM bank WHERE ($1::boolean = false OR major) ORDER BY sort_order, code',
        [bankType === 'MAJOR'],
      );
    },

    async insertBank(bank: Bank & { major: boolean; sortOrder: number }, q: Queryable = db): Promise<void> {
      await q.query(
        'INSERT INTO bank (code, name, major, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING',
        [bank.code, bank.name, bank.major, bank.sortOrder],
      );
    },
  };
}

export type SiteExtrasRepository = ReturnType<typeof createSiteExtrasRepository>;
