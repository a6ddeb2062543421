import { formatKstDate, GAME_STATUSES, GAME_TYPES, kstDayStart, parseKstDate } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toBet, toTradeOption, toTradeRound } from '../../../engines/binary/views.js';
import { AppError } from '../../../errors/app-error.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../schemas/common.js';
import { DateText, dateBound } from '../../../schemas/date-query.js';
import {
  BetSchema,
  csv,
  csvNumbers,
  DailyRoundSummarySchema,
  ListOrPage,
  PageNumber,
  paged,
  PageSize,
  ResultType,
  TradeOptionSchema,
  TradeRoundSchema,
} from './schemas.js';

const DAY = 86_400_000;

/** Binary trade calls (spec section 7 "Binary trade"). */
const tradeBinary: FastifyPluginAsyncTypebox = async (app) => {
  const requireOption = async (id: number) => {
    const option = await app.repos.binary.option(id);
    if (option === undefined) throw new AppError(404, 'OPTION_NOT_FOUND');
    return option;
  };

  app.get(
    '/option',
    {
      schema: {
        querystring: SiteQuery({ tradeOptionId: Id }),
        response: { 200: Envelope(TradeOptionSchema) },
      },
    },
    async (request) => ok(toTradeOption(await requireOption(request.query.tradeOptionId), app.market)),
  );

  app.get(
    '/option/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          isPlay: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          typeArray: Type.Optional(Type.String({ maxLength: 200 })),
          stockPrefix: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        response: { 200: Envelope(ListOrPage(TradeOptionSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'LIST', isPlay, typeArray, stockPrefix } = request.query;
      const types = csv(typeArray, 'typeArray', GAME_TYPES);
      // The site's own stock prefix names all of the site's options; any other prefix filters stock names.
      const prefix =
        stockPrefix === undefined || stockPrefix === siteOf(request).stockPrefix ? '' : stockPrefix;
      const options = (await app.repos.binary.options())
        .filter((o) => isPlay === undefined || o.isPlay === isPlay)
        .filter((o) => types === undefined || types.includes(o.type))
        .filter((o) => o.stock.startsWith(prefix))
        .map((o) => toTradeOption(o, app.market));
      return ok(paged(resultType, 1, Math.max(1, options.length), options, options.length));
    },
  );

  app.get(
    '/game/current',
    {
      schema: {
        querystring: SiteQuery({ tradeOptionId: Id }),
        response: { 200: Envelope(Type.Union([TradeRoundSchema, Type.Null()])) },
      },
    },
    async (request) => {
      await requireOption(request.query.tradeOptionId);
      const round = await app.repos.binary.currentRound(request.query.tradeOptionId);
      return ok(round === undefined ? null : toTradeRound(round));
    },
  );

  app.get(
    '/game/recent',
    {
      schema: {
        querystring: SiteQuery({ tradeOptionId: Id, size: Type.Optional(PageSize) }),
        response: { 200: Envelope(Type.Array(TradeRoundSchema)) },
      },
    },
    async (request) => {
      await requireOption(request.query.tradeOptionId);
      const rounds = await app.repos.binary.recentRounds(
        request.query.tradeOptionId,
        request.query.size ?? 20,
      );
      return ok(rounds.map(toTradeRound));
    },
  );

  app.get(
    '/game/round',
    {
      schema: {
        querystring: SiteQuery({ tradeRoundId: Id }),
        response: { 200: Envelope(TradeRoundSchema) },
      },
    },
    async (request) => {
      const round = await app.repos.binary.round(request.query.tradeRoundId);
      if (round === undefined) throw new AppError(404, 'ROUND_NOT_FOUND');
      return ok(toTradeRound(round));
    },
  );

  app.get(
    '/game/round/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          tradeOptionId: Type.Optional(Id),
          isPlayStrs: Type.Optional(Type.String({ maxLength: 20 })),
          statusStrs: Type.Optional(Type.String({ maxLength: 20 })),
          startDate: Type.Optional(DateText),
          endDate: Type.Optional(DateText),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(ListOrPage(TradeRoundSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'PAGE', page = 1, size = 20, ...q } = request.query;
      const { rows, total } = await app.repos.binary.listRounds(
        {
          tradeOptionId: q.tradeOptionId,
          isPlay: csvNumbers(q.isPlayStrs, 'isPlayStrs', [0, 1]),
          statuses: csvNumbers(q.statusStrs, 'statusStrs', GAME_STATUSES),
          from: dateBound(q.startDate, 'startDate', false),
          to: dateBound(q.endDate, 'endDate', true),
        },
        (page - 1) * size,
        size,
      );
      return ok(paged(resultType, page, size, rows.map(toTradeRound), total));
    },
  );

  app.get(
    '/history/recent_all_history',
    {
      schema: {
        querystring: SiteQuery({ tradeOptionId: Id, size: Type.Optional(PageSize) }),
        response: { 200: Envelope(Type.Array(BetSchema)) },
      },
    },
    async (request) => {
      await requireOption(request.query.tradeOptionId);
      // Bets carry no user fields: everyone's bets of the current and last rounds, without identities.
      const rows = await app.repos.binary.liveBets(request.query.tradeOptionId, request.query.size ?? 30);
      return ok(rows.map(toBet));
    },
  );

  app.get(
    '/round/summary/daily',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          tradeOptionId: Type.Optional(Id),
          date: Type.Optional(Type.String({ maxLength: 10 })),
        }),
        response: { 200: Envelope(ListOrPage(DailyRoundSummarySchema)) },
      },
    },
    async (request) => {
      const { resultType = 'LIST', tradeOptionId, date } = request.query;
      const from = date === undefined ? kstDayStart(app.market.clock.now()) : parseKstDate(date);
      if (from === undefined) throw new AppError(400, 'VALIDATION', 'querystring.date');
      if (tradeOptionId !== undefined) await requireOption(tradeOptionId);
      const rows = (await app.repos.binary.dailySummary(from, from + DAY, tradeOptionId)).map((row) => ({
        date: formatKstDate(from),
        ...row,
      }));
      return ok(paged(resultType, 1, Math.max(1, rows.length), rows, rows.length));
    },
  );
};

export default tradeBinary;
