import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import {
  toCopyProfitShare,
  toCopyRecord,
  toCopyTraderTrade,
} from '../../../../engines/copytrade/copy-views.js';
import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import { siteOf } from '../../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { PageNumber, PageOf, PageSize } from '../../trade/schemas.js';
import { CopyProfitShareSchema, CopyRecordSchema, CopyTraderTradeSchema } from './schemas.js';

/** Copy records (the caller's mirrored and skipped copies), a trader's fills, and profit shares. */
const copytradeHistory: FastifyPluginAsyncTypebox = async (app) => {
  const { copytrade } = app.repos;
  const termsOf = (id: number) => app.futures.options.get(id)!;

  app.get(
    '/history/list',
    {
      schema: {
        querystring: SiteQuery({ page: Type.Optional(PageNumber), size: Type.Optional(PageSize) }),
        response: { 200: Envelope(PageOf(CopyRecordSchema)) },
      },
    },
    async (request) => {
      const { page = 1, size = 20 } = request.query;
      const { rows, total } = await copytrade.copies(callerOf(request).userId, (page - 1) * size, size);
      const lang = siteOf(request).lang;
      const content = rows.map((row) => toCopyRecord(row, termsOf(row.optionId), lang));
      return ok({ content, page, size, totalElements: total });
    },
  );

  app.get(
    '/history/trader',
    {
      schema: {
        querystring: SiteQuery({
          traderId: Id,
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(PageOf(CopyTraderTradeSchema)) },
      },
    },
    async (request) => {
      const { traderId, page = 1, size = 20 } = request.query;
      const trader = await copytrade.trader(traderId);
      if (trader === undefined || trader.siteId !== callerOf(request).siteId) {
        throw new AppError(404, 'TRADER_NOT_FOUND');
      }
      const { rows, total } = await copytrade.traderFills(trader.id, (page - 1) * size, size);
      const content = rows.map((row) => toCopyTraderTrade(row, termsOf(row.optionId)));
      return ok({ content, page, size, totalElements: total });
    },
  );

  // Ours (the spec's copy trade history calls are "not shown"): a follower's profit shares paid, or a TRADER's
  // received, newest first.
  app.get(
    '/history/profit_share',
    {
      schema: {
        querystring: SiteQuery({ page: Type.Optional(PageNumber), size: Type.Optional(PageSize) }),
        response: { 200: Envelope(PageOf(CopyProfitShareSchema)) },
      },
    },
    async (request) => {
      const { page = 1, size = 20 } = request.query;
      const { userId } = callerOf(request);
      const trader = await copytrade.traderOfUser(userId);
      const { rows, total } = await copytrade.profitShares(
        trader === undefined ? { userId } : { traderId: trader.id },
        (page - 1) * size,
        size,
      );
      return ok({ content: rows.map(toCopyProfitShare), page, size, totalElements: total });
    },
  );
};

export default copytradeHistory;
