import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';
import { OutboxPageSchema } from '../../schemas/certi.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { PageQuery, pageOf } from '../../schemas/content.js';
import { normalizeAddress } from '../../services/certification-service.js';

/** The peer addresses of this machine; nothing in front of the server (no proxy) is trusted for it. */
export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * GET /dev/outbox?to=: what was "sent" to an address, for local development and tests. Answers only in demo
 * mode (the outbox is the delivery channel) and only to a client on this machine; otherwise a 404.
 */
const devOutbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: SiteQuery({ to: Type.String({ minLength: 1, maxLength: 100 }), ...PageQuery }),
        response: { 200: Envelope(OutboxPageSchema) },
      },
    },
    async (request) => {
      if (app.delivery.kind !== 'outbox' || !isLoopback(request.socket.remoteAddress)) {
        throw new AppError(404, 'NOT_FOUND');
      }
      const { page, size } = pageOf(request.query);
      const result = await app.repos.certifications.listOutbox({
        siteId: siteOf(request).id,
        to: normalizeAddress(request.query.to),
        page,
        size,
      });
      return ok({ outbox: 'development' as const, ...result, page, size });
    },
  );
};

export default devOutbox;
