import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { embeddedPgliteModule } from '../src/db/pglite-module.js';
import { seedMemberDataIfMissing } from '../src/seed/seed-member.js';
import { seedTradeOptionsIfEmpty } from '../src/seed/seed-trade.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { createRepositories } from '../src/repositories/repositories.js';

import { adminQuery, waitForNoConnections } from './postgres-admin.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite: the path of a dump of the seeded database. PostgreSQL: the name of the seeded template database. */
    seededTemplate: string;
  }
}

/** What a fresh app does to its database at start (the db, repositories and binary plugins), done once. */
async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  const repos = createRepositories(db);
  await seedIfEmpty(db, repos);
  await seedMemberDataIfMissing(db, repos);
  await seedTradeOptionsIfEmpty(db);
  await db.close();
}

/**
 * Every app a suite builds starts from a migrated and seeded database. Made fresh, that costs seconds each time
 * (PGlite's initdb, the migrations, the demo players' scrypt hashes); made once per run and copied, well under
 * one: PGlite loads a dump of it, PostgreSQL copies a template database. The apps still run their migrations
 * and seeds, which find nothing to do. Suites about migrating or seeding open empty databases (openTestDb).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'postgres') {
    const name = `bx_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    await migrateAndSeed(openPgDb(url.href));
    await waitForNoConnections(name);
    project.provide('seededTemplate', name);
    return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'bx-template-'));
  const dataDir = path.join(folder, 'pglite');
  await migrateAndSeed(await openPgliteDb(dataDir));
  const pglite = await PGlite.create({ dataDir, wasmModule: await embeddedPgliteModule() });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(folder, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
