import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { formatUnits } from '@bx/contracts';

import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { DateText, seoulDayBound } from '../../../../schemas/date-query.js';
import { PageNumber, PageOf, PageSize } from '../../trade/schemas.js';
import {
  OverseaCrossSchema,
  OverseaDailyProfitSchema,
  OverseaOrderSchema,
  OverseaOvernightSchema,
  OverseaPositionSchema,
} from '../../oversea/schemas.js';

const DAY = 86_400_000;
/** A daily-profit range spans at most this many days. */
const MAX_DAYS = 366;

/** What the player has: open orders and positions, overnight flags, closed trades and daily profit. */
const overseaHistory: FastifyPluginAsyncTypebox = async (app) => {
  const OptionFilter = SiteQuery({ overseaOptionId: Type.Optional(Id) });

  app.get(
    '/overnight',
    {
      schema: {
        querystring: SiteQuery({ playerId: Id }),
        response: { 200: Envelope(Type.Array(OverseaOvernightSchema)) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      // The spec names the player; only the caller's own flags are theirs to read.
      if (request.query.playerId !== userId) throw new AppError(403, 'NO_PERMISSION');
      const rows = await app.repos.oversea.openPositions(userId);
      return ok(
        rows.map((row) => ({
          overseaPositionId: row.id,
          overseaOptionId: row.optionId,
          stock: row.stock,
          isActive: row.isOvernight,
          overnightAllowed: app.oversea.instrument(row.optionId).terms.overnightAllowed,
        })),
      );
    },
  );

  // An extra of ours (the spec only pushes it): the cross data a screen shows before the engine's next push.
  app.get(
    '/cross',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(OverseaCrossSchema) } } },
    async (request) => ok(await app.oversea.cross(callerOf(request).userId)),
  );

  app.get(
    '/open_order',
    {
      schema: { querystring: OptionFilter, response: { 200: Envelope(Type.Array(OverseaOrderSchema)) } },
    },
    async (request) => {
      const rows = await app.repos.oversea.openOrders({
        userId: callerOf(request).userId,
        optionId: request.query.overseaOptionId,
      });
      return ok(rows.map((row) => app.oversea.orderView(row)));
    },
  );

  app.get(
    '/open_position',
    {
      schema: { querystring: OptionFilter, response: { 200: Envelope(Type.Array(OverseaPositionSchema)) } },
    },
    async (request) => {
      const { overseaOptionId } = request.query;
      const rows = await app.repos.oversea.openPositions(callerOf(request).userId);
      return ok(
        rows
          .filter((row) => overseaOptionId === undefined || row.optionId === overseaOptionId)
          .map((row) => app.oversea.positionView(row)),
      );
    },
  );

  app.get(
    '/history/list',
    {
      schema: {
        querystring: SiteQuery({
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
          startDate: Type.Optional(DateText),
          endDate: Type.Optional(DateText),
          overseaOptionId: Type.Optional(Id),
        }),
        response: { 200: Envelope(PageOf(OverseaPositionSchema)) },
      },
    },
    async (request) => {
      const { page = 1, size = 20, startDate, endDate, overseaOptionId } = request.query;
      const { rows, total } = await app.repos.oversea.history(
        {
          userId: callerOf(request).userId,
          optionId: overseaOptionId,
          from: seoulDayBound(startDate, 'startDate', false),
          to: seoulDayBound(endDate, 'endDate', true),
        },
        (page - 1) * size,
        size,
      );
      return ok({
        content: rows.map((row) => app.oversea.positionView(row)),
        page,
        size,
        totalElements: total,
      });
    },
  );

  app.get(
    '/daily_profit',
    {
      schema: {
        querystring: SiteQuery({ startDate: DateText, endDate: DateText }),
        response: { 200: Envelope(Type.Array(OverseaDailyProfitSchema)) },
      },
    },
    async (request) => {
      const from = seoulDayBound(request.query.startDate, 'startDate', false)!;
      const to = seoulDayBound(request.query.endDate, 'endDate', true)!;
      if (to <= from || to - from > MAX_DAYS * DAY)
        throw new AppError(400, 'VALIDATION', 'querystring.endDate');
      const days = await app.repos.oversea.dailyProfit(callerOf(request).userId, from, to);
      return ok(days.map((day) => ({ ...day, profit: formatUnits(day.profit, 0) })));
    },
  );
};

export default overseaHistory;
