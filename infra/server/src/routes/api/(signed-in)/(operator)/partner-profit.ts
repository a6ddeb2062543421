import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';

/** An operator runs the partners' profit payout. */
const partnerProfitRun: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/partner_profit/run',
    {
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Object({ runId: Id, paid: Type.Integer() })) },
      },
    },
    async () => ok(await app.partners.runShares()),
  );
};

export default partnerProfitRun;
