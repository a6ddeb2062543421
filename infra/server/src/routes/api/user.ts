import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';

const user: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/check_username',
    {
      config: { limits: 'checkUsername' },
      schema: {
        querystring: SiteQuery({ username: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: { 200: Envelope(Type.Object({ available: Type.Boolean() })) },
      },
    },
    async (request) => {
      const available = await app.accounts.isUsernameAvailable(siteOf(request).id, request.query.username);
      return ok({ available });
    },
  );
};

export default user;
