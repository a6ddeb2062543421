import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { openPgliteDb } from '../src/db/pglite-db.js';

/** Writes the OpenAPI document of the routes' schemas to docs/openapi.json (`pnpm --filter @bx/server openapi`). */
const dataDir = await mkdtemp(path.join(tmpdir(), 'bx-openapi-'));
const app = await buildApp({
  config: {
    ...readConfig({ DATA_DIR: dataDir }, ['--demo']),
    jwtSecret: 'openapi-secret-long-enough-for-hs256',
  },
  db: await openPgliteDb(),
});
await app.ready();
const document = app.swagger();
await app.close();
await rm(dataDir, { recursive: true, force: true });
const file = new URL('../docs/openapi.json', import.meta.url);
await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
console.log(`wrote ${file.pathname}: ${Object.keys(document.paths ?? {}).length} paths`);
