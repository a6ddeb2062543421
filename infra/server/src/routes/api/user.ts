import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { ChangePasswordBodySchema } from '../../schemas/auth.js';
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

  app.post(
    '/user/change_password',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery(),
        body: ChangePasswordBodySchema,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      await app.accounts.changePassword(callerOf(request), request.body);
      return ok(null);
    },
  );
};

export default user;
