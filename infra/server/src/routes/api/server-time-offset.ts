import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { Envelope, ok, SiteQuery } from '../../schemas/common.js';

/** GET /api/server_time_offset?ms=<client Date.now()>: the server clock and how far the client is off. */
const serverTimeOffset: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/server_time_offset',
    {
      schema: {
        querystring: SiteQuery({
          ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
        }),
        response: { 200: Envelope(Type.Object({ serverTime: Type.Number(), offset: Type.Number() })) },
      },
    },
    async (request) => {
      const serverTime = app.market.clock.now();
      return ok({ serverTime, offset: request.query.ms === undefined ? 0 : serverTime - request.query.ms });
    },
  );
};

export default serverTimeOffset;
