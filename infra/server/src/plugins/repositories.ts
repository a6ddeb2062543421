import fp from 'fastify-plugin';

import { seedMemberDataIfMissing } from '../seed/seed-member.js';
import { seedIfEmpty } from '../seed/seed.js';
import { createRepositories, type Repositories } from '../repositories/repositories.js';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    const repos = createRepositories(app.db);
    if (await seedIfEmpty(app.db, repos)) app.log.info('database seeded with demo data');
    if (await seedMemberDataIfMissing(app.db, repos)) app.log.info('database seeded with content and banks');
    app.decorate('repos', repos);
  },
  { name: 'repositories', dependencies: ['db'] },
);
