import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { callerOf } from '../../plugins/auth.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { MyWalletSchema } from '../../schemas/user.js';

const wallet: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wallet/my',
    {
      onRequest: app.authenticate,
      schema: { querystring: SiteQuery(), response: { 200: Envelope(MyWalletSchema) } },
    },
    async (request) => {
      const { money, wallet: wallets } = await app.accounts.me(callerOf(request).userId);
      return ok({ money, wallet: wallets });
    },
  );
};

export default wallet;
