import fp from 'fastify-plugin';

import { AppError } from '../errors/app-error.js';

/** Unknown /api calls get the envelope; client-side routes get the SPA; anything else a plain 404. */
export default fp(
  async (app) => {
    app.setNotFoundHandler(async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        return app.sendFailure(request, reply, new AppError(404, 'NOT_FOUND'));
      }
      if (await app.serveSpaFallback(request, reply)) return reply;
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    });
  },
  { name: 'not-found', dependencies: ['error-handler', 'static'] },
);
