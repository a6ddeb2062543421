/**
 * Gives every test worker but the first its own copies of the seeded players (players.ts names them), written
 * through the server's own seed and repositories into the fresh database before the server opens it.
 */
import { migrate } from '../../server/src/db/migrate.js';
import { openDb } from '../../server/src/db/open-db.js';
import { DEMO_SITE_IDS, SEED_SITES, SEED_USERS, type SeedUser } from '../../server/src/db/seed-data.js';
import { createRepositories } from '../../server/src/repositories/repositories.js';
import { seedAnsweredInquiry, seedMemberDataIfMissing } from '../../server/src/seed/seed-member.js';
import { seedIfEmpty, seedMoreUsers } from '../../server/src/seed/seed.js';

import { copyOf, SEEDED_PLAYERS } from './players.js';

/**
 * The seeded account under the worker's name, with a display name, a phone (and so a payout account) and a partner
 * code of its own. Neither display name holds the other ("Trader One", "Copy trader1w1"), so a list of every
 * trader matched by one's name finds that one only.
 */
function copyFor(user: SeedUser, worker: number): SeedUser {
  return {
    ...user,
    username: copyOf(user.username, worker),
    name: `Copy ${copyOf(user.username, worker)}`,
    phone: `01${worker}-${user.phone.slice(4)}`,
    ...(user.partnerCode === undefined ? {} : { partnerCode: copyOf(user.partnerCode, worker) }),
    ...(user.referrerCode === undefined ? {} : { referrerCode: copyOf(user.referrerCode, worker) }),
  };
}

export async function seedWorkerAccounts(dataDir: string, workers: number): Promise<void> {
  const db = await openDb({ databaseUrl: undefined, dataDir });
  try {
    await migrate(db);
    const repos = createRepositories(db);
    await seedIfEmpty(db, repos);
    await seedMemberDataIfMissing(db, repos);
    // In the seed's order: partner1 comes before ref1, whose copy the partner's copy refers.
    const models = SEED_USERS.filter((user) => (SEEDED_PLAYERS as readonly string[]).includes(user.username));
    for (let worker = 1; worker < workers; worker++) {
      for (const siteId of DEMO_SITE_IDS) {
        await seedMoreUsers(
          db,
          repos,
          siteId,
          models.map((user) => copyFor(user, worker)),
        );
        const english = SEED_SITES.find((site) => site.id === siteId)?.lang === 'en';
        await db.tx((q) => seedAnsweredInquiry(q, repos, siteId, copyOf('demo3', worker), english));
      }
    }
  } finally {
    await db.close();
  }
}
