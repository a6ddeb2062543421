import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toCopyFollow } from '../../../../engines/copytrade/copy-views.js';
import { callerOf } from '../../../../plugins/auth.js';
import type { FollowRow } from '../../../../repositories/copytrade/copytrade-rows.js';
import { Envelope, noBodyIsEmpty, ok, SiteQuery } from '../../../../schemas/common.js';
import { PageNumber, PageOf, PageSize } from '../../trade/schemas.js';
import { CopyFollowSchema, CopyTraderSchema, FollowBody, UnfollowTraderBody } from './schemas.js';
import { traderViews } from './trader-views.js';

const Paging = SiteQuery({ page: Type.Optional(PageNumber), size: Type.Optional(PageSize) });

/** Follows: the caller's, a trader's followers, follow, unfollow, and a trader's removal of a follower. */
const copytradeFollowers: FastifyPluginAsyncTypebox = async (app) => {
  const { copytrade } = app.repos;
  const termsOf = (id: number) => app.futures.options.get(id);
  const view = (row: FollowRow) => toCopyFollow(row, termsOf);
  const follow = { 200: Envelope(CopyFollowSchema) };
  const pageOf = { 200: Envelope(PageOf(CopyFollowSchema)) };
  const traders = traderViews(app);

  app.get(
    '/follower',
    {
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Union([CopyFollowSchema, Type.Null()])) },
      },
    },
    async (request) => {
      const row = await copytrade.activeFollow(callerOf(request).userId);
      return ok(row === undefined ? null : view(row));
    },
  );

  app.get('/follower/list', { schema: { querystring: Paging, response: pageOf } }, async (request) => {
    const { page = 1, size = 20 } = request.query;
    const { rows, total } = await copytrade.followsOf(callerOf(request).userId, (page - 1) * size, size);
    return ok({ content: rows.map(view), page, size, totalElements: total });
  });

  app.get(
    '/follower/my_traders',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(CopyTraderSchema)) } },
    },
    async (request) => {
      const row = await copytrade.activeFollow(callerOf(request).userId);
      const trader = row === undefined ? undefined : await copytrade.trader(row.traderId);
      return ok(trader === undefined ? [] : await traders([trader]));
    },
  );

  app.get(
    '/follower/my_trader_follower',
    { schema: { querystring: Paging, response: pageOf } },
    async (request) => {
      const { page = 1, size = 20 } = request.query;
      const trader = await copytrade.traderOfUser(callerOf(request).userId);
      if (trader === undefined) return ok({ content: [], page, size, totalElements: 0 });
      const { rows, total } = await copytrade.followersOf(trader.id, (page - 1) * size, size);
      return ok({ content: rows.map(view), page, size, totalElements: total });
    },
  );

  app.post(
    '/follower/follow',
    { schema: { querystring: SiteQuery(), body: FollowBody, response: follow } },
    async (request) => {
      const caller = callerOf(request);
      return ok(view(await app.copytrade.follows.follow(caller.userId, caller.siteId, request.body)));
    },
  );

  app.post(
    '/follower/unfollow',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({}, { additionalProperties: false }),
        response: follow,
      },
    },
    async (request) => ok(view(await app.copytrade.follows.unfollow(callerOf(request).userId))),
  );

  app.post(
    '/follower/unfollow_trader',
    { schema: { querystring: SiteQuery(), body: UnfollowTraderBody, response: follow } },
    async (request) =>
      ok(
        view(
          await app.copytrade.follows.removeFollower(callerOf(request).userId, request.body.traderFollowerId),
        ),
      ),
  );
};

export default copytradeFollowers;
