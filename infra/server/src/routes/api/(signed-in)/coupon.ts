import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { DnwHistorySchema, PromoCode } from '../../../schemas/dnw.js';

/** POST /api/coupon/use {promoCode, walletType} (the spec's): the bonus of a promotion code, once per player. */
const coupon: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/coupon/use',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object(
          { promoCode: PromoCode, walletType: Type.String({ minLength: 1, maxLength: 16 }) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(DnwHistorySchema) },
      },
    },
    async (request) =>
      ok(
        await app.coupons.use(
          callerOf(request),
          request.body.promoCode.toUpperCase(),
          request.body.walletType,
        ),
      ),
  );
};

export default coupon;
