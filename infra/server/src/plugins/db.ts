import fp from 'fastify-plugin';

import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Migrates the given database at start-up and closes it with the app. */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
