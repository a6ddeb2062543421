import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { callerOf } from '../../../plugins/auth.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { MeSchema } from '../../../schemas/user.js';

const me: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(MeSchema) } },
    },
    async (request) => ok(await app.accounts.me(callerOf(request).userId)),
  );
};

export default me;
