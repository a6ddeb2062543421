import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { CopyRefusal } from '../../../../engines/copytrade/copy-refusal.js';
import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import type { TraderRow } from '../../../../repositories/copytrade/copytrade-rows.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { ListOrPage, PageNumber, PageSize, ResultType } from '../../trade/schemas.js';
import {
  CopyTraderSchema,
  CopyTraderSort,
  isOn,
  MetricPeriod,
  QueryFlag,
  TraderProfileBody,
} from './schemas.js';
import { traderViews } from './trader-views.js';

/** Traders: the ranking, one trader, and a trader's own profile. */
const copytradeTraders: FastifyPluginAsyncTypebox = async (app) => {
  const trader = { 200: Envelope(CopyTraderSchema) };
  const views = traderViews(app);
  const view = async (row: TraderRow) => (await views([row]))[0]!;

  /** The caller's own profile: only a trader has one. */
  const ownProfile = async (userId: number) => {
    const row = await app.repos.copytrade.traderOfUser(userId);
    if (row === undefined) throw new AppError(403, 'NO_PERMISSION');
    return row;
  };

  app.get(
    '/trader/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
          name: Type.Optional(Type.String({ maxLength: 30 })),
          isHideFull: Type.Optional(QueryFlag),
          isActive: Type.Optional(QueryFlag),
          sort: Type.Optional(CopyTraderSort),
          period: Type.Optional(MetricPeriod),
        }),
        response: { 200: Envelope(ListOrPage(CopyTraderSchema)) },
      },
    },
    async (request) => {
      const {
        resultType = 'PAGE',
        page = 1,
        size = 20,
        name,
        isHideFull,
        isActive,
        sort = 'ROI',
        period,
      } = request.query;
      const { rows, total } = await app.repos.copytrade.traders(
        {
          siteId: callerOf(request).siteId,
          name: name?.trim(),
          hideFull: isOn(isHideFull),
          activeOnly: isOn(isActive),
          sort,
          days: period === undefined ? 0 : (Number(period) as 7 | 30 | 90),
        },
        app.market.clock.now(),
        (page - 1) * size,
        size,
      );
      const content = await views(rows);
      return ok(resultType === 'LIST' ? content : { content, page, size, totalElements: total });
    },
  );

  // Without traderId: the caller's trader, their own profile for a trader or the one a follower follows (else null).
  app.get(
    '/trader',
    {
      schema: {
        querystring: SiteQuery({ traderId: Type.Optional(Id) }),
        response: { 200: Envelope(Type.Union([CopyTraderSchema, Type.Null()])) },
      },
    },
    async (request) => {
      const { traderId } = request.query;
      const caller = callerOf(request);
      const { copytrade } = app.repos;
      if (traderId === undefined) {
        const followed = (await copytrade.activeFollow(caller.userId))?.traderId;
        const row =
          (await copytrade.traderOfUser(caller.userId)) ??
          (followed === undefined ? undefined : await copytrade.trader(followed));
        return ok(row === undefined ? null : await view(row));
      }
      const row = await copytrade.trader(traderId);
      if (row === undefined || row.siteId !== caller.siteId) throw new AppError(404, 'TRADER_NOT_FOUND');
      return ok(await view(row));
    },
  );

  app.post(
    '/trader',
    { schema: { querystring: SiteQuery(), body: TraderProfileBody, response: trader } },
    async (request) => {
      const { userId } = callerOf(request);
      const own = await ownProfile(userId);
      // Within the operators' cap for the site; follows already made keep the share they began with.
      const { profitSharePer } = request.body;
      if (profitSharePer !== undefined && profitSharePer > own.capPer) {
        throw new CopyRefusal('PROFIT_SHARE_ABOVE_CAP');
      }
      await app.repos.copytrade.updateProfile(userId, request.body);
      return ok(await view(await ownProfile(userId)));
    },
  );
};

export default copytradeTraders;
