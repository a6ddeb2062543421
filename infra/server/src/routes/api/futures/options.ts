import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toFuturesOption, toFuturesOptionDetail } from '../../../engines/futures/futures-views.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../schemas/common.js';
import { ListOrPage, paged, ResultType } from '../trade/schemas.js';
import { FuturesOptionDetailSchema, FuturesOptionSchema } from './schemas.js';

/** The perpetual contracts on offer (public: the visitor's view and the host's drawers list them too). */
const futuresOptions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/option/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          isPlay: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          stockPrefix: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        response: { 200: Envelope(ListOrPage(FuturesOptionSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'LIST', isPlay = 1, stockPrefix } = request.query;
      await app.futures.freshOptions();
      const sitePrefix = siteOf(request).stockPrefix;
      // As trade/option/list: the site's own prefix names the whole list, any other filters stock names.
      const options = app.futures.options.all
        .filter((terms) => terms.isPlay === (isPlay === 1))
        .map((terms) => toFuturesOption(terms, app.market.statistics(terms.stock)))
        .filter(
          (o) => stockPrefix === undefined || stockPrefix === sitePrefix || o.stock.startsWith(stockPrefix),
        );
      return ok(paged(resultType, 1, Math.max(1, options.length), options, options.length));
    },
  );

  app.get(
    '/option',
    {
      schema: {
        querystring: SiteQuery({ futuresOptionId: Id }),
        response: { 200: Envelope(FuturesOptionDetailSchema) },
      },
    },
    async (request) => {
      await app.futures.freshOptions();
      const terms = app.futures.instrument(request.query.futuresOptionId);
      return ok(
        toFuturesOptionDetail(
          terms,
          app.market.statistics(terms.stock),
          app.futures.options.mark(terms.stock),
          app.futures.nextFundingTime(),
        ),
      );
    },
  );
};

export default futuresOptions;
