import { toUnits, type BankInfo } from '@bx/contracts';
import { hashPassword } from '../auth/password.js';
import { ASSET_SCALES, WALLET_ASSETS, type Asset, type LedgerWallet } from '../money/assets.js';
import type { Repositories } from '../repositories/repositories.js';
import type { Db, Queryable } from '../db/db.js';
import {
  DEMO_FUNDING,
  DEMO_PASSWORD,
  DEMO_PAYOUT_BANKS,
  DEMO_SITE_IDS,
  SEED_HOSTS,
  SEED_REMOTES,
  SEED_SITES,
  SEED_USERS,
  type SeedUser,
} from '../db/seed-data.js';

async function seedSites(q: Queryable): Promise<void> {
  for (const s of SEED_SITES) {
    await q.query(
      `INSERT INTO site_info (id, code, name, lang, type, stock_prefix, oversea_prefix, coin_info, used_coins,
         deposit_coins, buy_coins, binary_currency, bank_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
      [
        s.id,
        s.code,
        s.name,
        s.lang,
        s.type,
        s.stockPrefix,
        s.overseaPrefix,
        s.coinInfo,
        s.usedCoins,
        s.depositCoins,
        s.buyCoins,
        s.binaryCurrency,
        s.bankType,
      ],
    );
  }
  for (const [hostname, siteId] of SEED_HOSTS) {
    await q.query('INSERT INTO site_host (hostname, site_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      hostname,
      siteId,
    ]);
  }
  for (const r of SEED_REMOTES) {
    await q.query(
      'INSERT INTO site_remote (site_id, name, entry) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [r.siteId, r.name, r.entry],
    );
  }
  for (const [asset, scale] of Object.entries(ASSET_SCALES)) {
    await q.query('INSERT INTO asset (code, scale) VALUES ($1, $2) ON CONFLICT DO NOTHING', [asset, scale]);
  }
}

/** A demo payout account: the site's demo bank, a number made from the phone's, the account's name as holder. */
function payoutAccountOf(siteId: number, user: SeedUser): BankInfo {
  const bank = DEMO_PAYOUT_BANKS[siteId as keyof typeof DEMO_PAYOUT_BANKS] ?? DEMO_PAYOUT_BANKS[1];
  return { bank, account: `1002-${user.phone.slice(4)}`, holder: user.name };
}

async function seedUser(
  q: Queryable,
  repos: Repositories,
  siteId: number,
  user: SeedUser,
  passwordHash: string,
): Promise<void> {
  const userId = await repos.users.insert(
    {
      siteId,
      username: user.username,
      passwordHash,
      name: user.name,
      phone: user.phone,
      role: user.role,
      status: user.status,
      bankInfo: user.payout ? payoutAccountOf(siteId, user) : undefined,
      referrerPartnerId:
        user.referrerCode === undefined
          ? undefined
          : (await repos.partners.findByCode(siteId, user.referrerCode, q))?.id,
    },
    q,
  );
  await repos.ledger.openUserAccounts(userId, q);
  // The main site's operator runs the platform; the others run their own site.
  if (user.role === 'ADMIN') await repos.operators.insert(userId, siteId === 1 ? 'SUPER' : 'SITE', null, q);
  if (user.partnerCode !== undefined) {
    const { partnerCode: code, shareRate } = user;
    await repos.partners.insert({ siteId, userId, code, name: user.name, shareRate }, q);
  }
  if (!user.funded) return;
  for (const [wallet, amount] of Object.entries(DEMO_FUNDING) as Array<[LedgerWallet, string]>) {
    const asset: Asset = WALLET_ASSETS[wallet];
    await repos.ledger.transfer(
      {
        idempotencyKey: `seed:${siteId}:${user.username}:${wallet}`,
        debitAccountId: await repos.ledger.systemAccountId('EXTERNAL', asset, q),
        creditAccountId: await repos.ledger.userAccountId(userId, wallet, q),
        asset,
        amount: toUnits(amount, ASSET_SCALES[asset]),
        code: 'SEED',
      },
      q,
    );
  }
}

/** Fills an empty database with the demo sites, accounts and funding (see README); a no-op once seeded. */
export async function seedIfEmpty(db: Db, repos: Repositories): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM site_info',
  );
  if (count > 0) return false;
  const hashes = await Promise.all(
    DEMO_SITE_IDS.flatMap(() => SEED_USERS.map(() => hashPassword(DEMO_PASSWORD))),
  );
  return db.tx(async (q) => {
    // Another instance may have seeded between the check and this transaction.
    await q.query('LOCK TABLE site_info IN EXCLUSIVE MODE');
    const [{ count: again } = { count: 0 }] = await q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM site_info',
    );
    if (again > 0) return false;
    await seedSites(q);
    let next = 0;
    for (const siteId of DEMO_SITE_IDS) {
      for (const user of SEED_USERS) await seedUser(q, repos, siteId, user, hashes[next++]!);
    }
    return true;
  });
}

/**
 * More accounts like the seeded ones, on a seeded database, each funded and set up as the seed sets up its own (the
 * browser tests give each of their workers its own copies of the demo accounts this way).
 */
export async function seedMoreUsers(
  db: Db,
  repos: Repositories,
  siteId: number,
  users: readonly SeedUser[],
): Promise<void> {
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  await db.tx(async (q) => {
    for (const [index, user] of users.entries()) await seedUser(q, repos, siteId, user, hashes[index]!);
  });
}
