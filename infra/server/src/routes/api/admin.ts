import { readdir } from 'node:fs/promises';

import type { FastifyPluginAsync } from 'fastify';

const AREAS = new URL('./admin/', import.meta.url);

/**
 * The ops console's calls: every module in admin/ (one area each) is loaded here, behind the one operator guard: a
 * signed-in ADMIN of the request's site (401 without a session, 403 for anyone else). An area that asks more (a
 * SUPER operator for changes) adds its own check after this one. The folder is read at start, as @fastify/autoload
 * would, with a plain import() that vitest's module graph (.ts) and node (dist/*.js) both resolve.
 */
const admin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireAdmin);
  const files = (await readdir(AREAS)).filter((file) => /^[a-z0-9-]+\.(ts|js)$/.test(file)).sort();
  for (const file of files) {
    const area = (await import(new URL(file, AREAS).href)) as { default: FastifyPluginAsync };
    await app.register(area.default);
  }
};

export default admin;
