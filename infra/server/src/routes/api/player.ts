import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { assertSameSite } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { RegisterPlayerBodySchema } from '../../schemas/player.js';
import { MeSchema } from '../../schemas/user.js';

const player: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/player',
    {
      config: { limits: 'signup' },
      schema: {
        querystring: SiteQuery(),
        body: RegisterPlayerBodySchema,
        response: { 200: Envelope(MeSchema) },
      },
    },
    async (request) => {
      const { siteInfoId, ...input } = request.body;
      assertSameSite(request, siteInfoId);
      return ok(await app.accounts.register(siteInfoId, input));
    },
  );
};

export default player;
