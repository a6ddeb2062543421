import { CONTENT_KINDS } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../schemas/common.js';
import { ContentItemSchema, PageQuery, pageOf, PageSchema } from '../../schemas/content.js';

/**
 * GET /content/{notice,faq,strategy,promotion,popup,static}: with `id` one item, otherwise a page of them
 * (`keyword` matches title or content). Public: visitors read notices too.
 */
const content: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of CONTENT_KINDS) {
    app.get(
      `/content/${kind}`,
      {
        schema: {
          querystring: SiteQuery({
            id: Type.Optional(Id),
            keyword: Type.Optional(Type.String({ maxLength: 100 })),
            ...PageQuery,
          }),
          response: { 200: Envelope(Type.Union([ContentItemSchema, PageSchema(ContentItemSchema)])) },
        },
      },
      async (request) => {
        const siteId = siteOf(request).id;
        const { id, keyword } = request.query;
        if (id !== undefined) return ok(await app.content.get(siteId, kind, id));
        return ok(await app.content.list(siteId, kind, { keyword, ...pageOf(request.query) }));
      },
    );
  }
};

export default content;
