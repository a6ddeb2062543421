import type { OverseaOption } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toOptionDetail, toOverseaOption } from '../../../engines/oversea/views.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../schemas/common.js';
import { OverseaOptionDetailSchema, OverseaOptionSchema } from './schemas.js';

/** The overseas futures on offer (public: the visitor's view lists them too). */
const overseaOptions: FastifyPluginAsyncTypebox = async (app) => {
  // Options an operator took off (isPlay false) are not listed; one closed (stopped) is listed resting.
  const list = async (): Promise<OverseaOption[]> => {
    await app.oversea.freshSwitches();
    return app.oversea.options.all
      .filter((option) => app.oversea.switchOf(option).isPlay)
      .map((option) => toOverseaOption(option, app.market, app.oversea.isClosed(option)));
  };

  app.get(
    '/option',
    {
      schema: {
        querystring: SiteQuery({ overseaOptionId: Id }),
        response: { 200: Envelope(OverseaOptionDetailSchema) },
      },
    },
    async (request) => {
      const option = app.oversea.instrument(request.query.overseaOptionId);
      await app.oversea.freshSwitches();
      return ok(toOptionDetail(option, app.market, app.oversea.isClosed(option)));
    },
  );

  app.get(
    '/option/list',
    {
      schema: {
        querystring: SiteQuery({
          page: Type.Optional(Type.Integer({ minimum: 1 })),
          stockPrefix: Type.Optional(Type.String({ maxLength: 32 })),
          search: Type.Optional(Type.String({ maxLength: 50 })),
        }),
        response: { 200: Envelope(Type.Array(OverseaOptionSchema)) },
      },
    },
    async (request) => {
      const { stockPrefix, search = '' } = request.query;
      const needle = search.trim().toLowerCase();
      // As trade/option/list: the site's own prefix names the whole list, any other filters stock names.
      const sitePrefix = siteOf(request).overseaPrefix;
      return ok(
        (await list())
          .filter(
            (o) => stockPrefix === undefined || stockPrefix === sitePrefix || o.stock.startsWith(stockPrefix),
          )
          .filter((o) => o.stock.toLowerCase().includes(needle) || o.koName.includes(needle)),
      );
    },
  );

  app.get(
    '/option/exist_option',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Boolean()) } },
    },
    // Whether any option trades now: the client's landing decides between the area and its holiday notice.
    async () => ok((await list()).some((o) => !o.isRest)),
  );
};

export default overseaOptions;
