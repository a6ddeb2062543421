import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import { ChangePasswordBodySchema } from '../../../schemas/auth.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';

/** Changing the signed-in account's password. */
const userPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/change_password',
    {
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

export default userPassword;
