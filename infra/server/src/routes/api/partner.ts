import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { PartnerSummarySchema } from '../../schemas/user.js';

const partner: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partner/verify',
    {
      schema: {
        // The partner's code, as it appears in /ref/:partnerCode.
        querystring: SiteQuery({ partnerPk: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: { 200: Envelope(PartnerSummarySchema) },
      },
    },
    async (request) => {
      const found = await app.repos.partners.findByCode(siteOf(request).id, request.query.partnerPk);
      if (found === undefined) throw new AppError(404, 'PARTNER_NOT_FOUND');
      return ok(found);
    },
  );
};

export default partner;
