import { hashPassword } from '../auth/password.js';
import { sanitizeHtml } from '../content/sanitize-html.js';
import type { Repositories } from '../repositories/repositories.js';
import { DEFAULT_AMOUNT_LIMITS } from '../wallet/amount-limits.js';
import type { Db, Queryable } from '../db/db.js';
import { DEMO_PASSWORD, DEMO_SITE_IDS } from '../db/seed-data.js';
import {
  SEED_APP_IDS,
  SEED_APP_VERSIONS,
  SEED_BANK_TYPES,
  SEED_BANKS,
  SEED_BLOCKED_USER,
  SEED_CONTENT,
  SEED_CONTENT_EN,
  SEED_DEMO3_INQUIRY,
  SEED_DEMO3_INQUIRY_EN,
  SEED_DEMO3_MESSAGE,
  SEED_DEMO3_MESSAGE_EN,
  SEED_FEE,
} from '../db/seed-member-data.js';

/**
 * Banks, site settings, app versions, content, the blocked1 player and demo3's answered inquiry: run once,
 * after the base seed, on a database that has the sites but no banks yet (so older dev databases get it too).
 */
export async function seedMemberDataIfMissing(db: Db, repos: Repositories): Promise<boolean> {
  const [{ banks, sites } = { banks: 0, sites: 0 }] = await db.query<{ banks: number; sites: number }>(
    'SELECT (SELECT count(*)::int FROM bank) AS banks, (SELECT count(*)::int FROM site_info) AS sites',
  );
  if (banks > 0 || sites === 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.tx(async (q) => {
    await q.query('LOCK TABLE bank IN EXCLUSIVE MODE');
    const [{ count } = { count: 0 }] = await q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM bank',
    );
    if (count > 0) return false;
    for (const [index, bank] of SEED_BANKS.entries()) {
      await repos.siteExtras.insertBank({ ...bank, sortOrder: index + 1 }, q);
    }
    const sites = await q.query<{ id: number; lang: string }>('SELECT id, lang FROM site_info ORDER BY id');
    const siteIds = sites.map((site) => site.id);
    // A site's content is in its language: English sites get the English items.
    const english = new Set(sites.filter((site) => site.lang === 'en').map((site) => site.id));
    for (const [siteId, bankType] of SEED_BANK_TYPES) {
      await q.query('UPDATE site_info SET bank_type = $2 WHERE id = $1', [siteId, bankType]);
    }
    for (const siteId of siteIds) {
      await repos.siteExtras.upsertSettings(siteId, SEED_FEE, SEED_APP_IDS, q);
      for (const [asset, limit] of Object.entries(DEFAULT_AMOUNT_LIMITS)) {
        await repos.siteExtras.upsertAmountLimit(
          siteId,
          { asset, depositMax: limit.deposit, withdrawMax: limit.withdraw },
          q,
        );
      }
      for (const version of SEED_APP_VERSIONS) await repos.siteExtras.upsertAppVersion(siteId, version, q);
      for (const item of english.has(siteId) ? SEED_CONTENT_EN : SEED_CONTENT) {
        await repos.content.insert({ siteId, ...item, content: sanitizeHtml(item.content) }, q);
      }
    }
    for (const siteId of DEMO_SITE_IDS) {
      if (!siteIds.includes(siteId)) continue;
      const existing = await q.query<{ id: number }>(
        'SELECT id FROM app_user WHERE site_id = $1 AND username = $2',
        [siteId, SEED_BLOCKED_USER.username],
      );
      if (existing.length === 0) {
        const userId = await repos.users.insert({ siteId, passwordHash, ...SEED_BLOCKED_USER }, q);
        await repos.ledger.openUserAccounts(userId, q);
      }
      await seedAnsweredInquiry(q, repos, siteId, 'demo3', english.has(siteId));
    }
    return true;
  });
}

/**
 * The player's answered inquiry and unread message, as demo3 is seeded with (its first sign-in is announced an
 * unread message); a no-op on a site without that player or an admin.
 */
export async function seedAnsweredInquiry(
  q: Queryable,
  repos: Repositories,
  siteId: number,
  username: string,
  english: boolean,
): Promise<void> {
  const [player] = await q.query<{ id: number }>(
    'SELECT id FROM app_user WHERE site_id = $1 AND username = $2',
    [siteId, username],
  );
  const [admin] = await q.query<{ id: number }>(
    `SELECT id FROM app_user WHERE site_id = $1 AND username = 'admin'`,
    [siteId],
  );
  if (player === undefined || admin === undefined) return;
  const inquiry = english ? SEED_DEMO3_INQUIRY_EN : SEED_DEMO3_INQUIRY;
  const contact = await repos.messages.insertContact(
    { siteId, playerId: player.id, question: inquiry.question },
    q,
  );
  await repos.messages.answerContact(
    contact.id,
    { text: inquiry.answer, adminId: admin.id, at: new Date() },
    q,
  );
  await repos.messages.insertMessage(
    {
      siteId,
      playerId: player.id,
      type: 'create',
      ...(english ? SEED_DEMO3_MESSAGE_EN : SEED_DEMO3_MESSAGE),
    },
    q,
  );
}
