import path from 'node:path';

import type { Db } from './db.js';
import { openPgDb } from './pg-db.js';
import { openPgliteDb } from './pglite-db.js';

/** A real PostgreSQL when a URL is given, else PGlite persisted under dataDir. */
export function openDb(
  options: { databaseUrl: string | undefined; dataDir: string },
  onIdleError?: (error: Error) => void,
): Promise<Db> | Db {
  if (options.databaseUrl !== undefined) return openPgDb(options.databaseUrl, onIdleError);
  return openPgliteDb(path.join(options.dataDir, 'pglite'));
}
