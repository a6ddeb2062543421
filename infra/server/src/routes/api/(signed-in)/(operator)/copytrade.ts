import type { AdminCopyShareCap } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toCopyProfitShare } from '../../../../engines/copytrade/copy-views.js';
import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { siteOf } from '../../../../plugins/site.js';
import { Envelope, Id, ok, StrictSiteQuery } from '../../../../schemas/common.js';
import { CopyProfitShareSchema, CopyTraderSchema } from '../copytrade/schemas.js';
import { traderViews } from '../copytrade/trader-views.js';
import { PageNumber, PageOf, PageSize } from '../../trade/schemas.js';

/** The platform's cap: the default of every site without its own (copytrade_share_cap site 0). */
const PLATFORM = 0;

const Percent = Type.Integer({ minimum: 0, maximum: 100 });
const ShareCapSchema = Type.Object({
  siteCapPer: Type.Union([Percent, Type.Null()]),
  platformCapPer: Percent,
  capPer: Percent,
});
const ShareCapBody = Type.Object(
  {
    scope: Type.Union([Type.Literal('SITE'), Type.Literal('PLATFORM')]),
    capPer: Type.Union([Percent, Type.Null()]),
  },
  { additionalProperties: false },
);
const Paging = { page: Type.Optional(PageNumber), size: Type.Optional(PageSize) };

/**
 * The ops console's copy-trading calls (docs/copytrade.md "Profit share", docs/operators.md): the profit-share cap
 * of the site or of every site, the site's traders with their terms and figures, and the profit shares booked.
 * Every call takes the siteInfoId query and nothing else it does not name; a SUPPORT operator only reads (the
 * admin guard), and only a SUPER operator sets the platform's cap.
 */
const adminCopytrade: FastifyPluginAsyncTypebox = async (app) => {
  const { copytrade } = app.repos;
  const views = traderViews(app);
  const capOf = async (siteId: number): Promise<AdminCopyShareCap> => {
    const caps = await copytrade.shareCaps(siteId);
    return { siteCapPer: caps.site, platformCapPer: caps.platform, capPer: caps.site ?? caps.platform };
  };

  app.get(
    '/admin/copytrade/share_cap',
    { schema: { querystring: StrictSiteQuery(), response: { 200: Envelope(ShareCapSchema) } } },
    async (request) => ok(await capOf(siteOf(request).id)),
  );

  // Traders keep the share they set; the cap bounds what new follows take (docs/copytrade.md).
  app.post(
    '/admin/copytrade/share_cap',
    {
      schema: {
        querystring: StrictSiteQuery(),
        body: ShareCapBody,
        response: { 200: Envelope(ShareCapSchema) },
      },
    },
    async (request) => {
      const siteId = siteOf(request).id;
      const { scope, capPer } = request.body;
      if (scope === 'PLATFORM') {
        if (request.operator?.level !== 'SUPER') throw new OperatorRefusal('INSUFFICIENT_PRIVILEGES');
        if (capPer === null) throw new OperatorRefusal('VALIDATION', { detail: 'body.capPer' });
      }
      request.auditBefore = await capOf(siteId);
      await copytrade.setShareCap(scope === 'PLATFORM' ? PLATFORM : siteId, capPer);
      return ok(await capOf(siteId));
    },
  );

  app.get(
    '/admin/copytrade/trader/list',
    {
      schema: {
        querystring: StrictSiteQuery(Paging),
        response: { 200: Envelope(PageOf(CopyTraderSchema)) },
      },
    },
    async (request) => {
      const { page = 1, size = 20 } = request.query;
      const { rows, total } = await copytrade.traders(
        { siteId: siteOf(request).id, hideFull: false, activeOnly: false, sort: 'LATEST', days: 0 },
        app.market.clock.now(),
        (page - 1) * size,
        size,
      );
      return ok({ content: await views(rows), page, size, totalElements: total });
    },
  );

  app.get(
    '/admin/copytrade/profit_share/list',
    {
      schema: {
        querystring: StrictSiteQuery({ traderId: Type.Optional(Id), ...Paging }),
        response: { 200: Envelope(PageOf(CopyProfitShareSchema)) },
      },
    },
    async (request) => {
      const { traderId, page = 1, size = 20 } = request.query;
      const { rows, total } = await copytrade.profitShares(
        { siteId: siteOf(request).id, traderId },
        (page - 1) * size,
        size,
      );
      return ok({ content: rows.map(toCopyProfitShare), page, size, totalElements: total });
    },
  );
};

export default adminCopytrade;
