import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { AppError } from '../../errors/app-error.js';
import { assertSameSite, siteOf } from '../../plugins/site.js';
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
      const bank = input.bankInfo?.bank;
      if (bank !== undefined) {
        const banks = await app.repos.siteExtras.banks(siteOf(request).bankType);
        if (!banks.some((offered) => offered.name === bank)) throw new AppError(400, 'BANK_NOT_FOUND');
      }
      return ok(await app.accounts.register(siteInfoId, input));
    },
  );
};

export default player;
