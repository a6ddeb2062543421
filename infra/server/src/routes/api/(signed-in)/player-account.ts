import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import { assertSameSite } from '../../../plugins/site.js';
import { ChangeNickBodySchema } from '../../../schemas/certi.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';

/** Changing the signed-in player's nickname. */
const playerNick: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/player/change_nick',
    {
      schema: {
        querystring: SiteQuery(),
        body: ChangeNickBodySchema,
        response: { 200: Envelope(Type.Object({ nick: Type.String() })) },
      },
    },
    async (request) => {
      assertSameSite(request, request.body.siteInfoId);
      return ok(await app.playerAccounts.changeNick(callerOf(request), request.body));
    },
  );
};

export default playerNick;
