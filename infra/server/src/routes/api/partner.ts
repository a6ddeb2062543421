import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { PartnerSummarySchema } from '../../schemas/user.js';

/**
 * Partners (spec "Partner and admin"; docs/partner.md): the code check of sign-up, a partner's own record, its
 * sub-partners and players, the profits it was paid, and creating partners. Partners see themselves and what is
 * below them; an operator sees the site.
 */
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

  // An extra of ours: the players a partner referred (its "children" beside its sub-partners).
  // The operator runs the sharing at once (it also runs every minute): for the ops console and tests.
};

export default partner;
