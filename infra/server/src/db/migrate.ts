import type { Db } from './db.js';
import { MIGRATIONS, type Migration } from './migrations/migrations.js';

// Any fixed number: several instances starting together apply migrations one at a time.
const MIGRATION_LOCK = 727_001;

/** Applies every migration not yet recorded in schema_migrations; returns the versions applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await q.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    // Every missing version, lowest first: a version below the highest applied one (added later on another
    // branch) still runs.
    const ordered = [...migrations].sort((a, b) => a.version - b.version);
    for (const migration of ordered) {
      if (done.has(migration.version)) continue;
      await q.exec(migration.sql);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
