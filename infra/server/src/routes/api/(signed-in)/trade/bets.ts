import { randomUUID } from 'node:crypto';

import { GAME_STATUSES, GAME_TYPES, parseSiteFlags } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { toBet } from '../../../../engines/binary/views.js';
import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import { siteOf } from '../../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { DateText, dateBound } from '../../../../schemas/date-query.js';
import {
  BetSchema,
  csv,
  csvNumbers,
  ListOrPage,
  PageNumber,
  paged,
  PageSize,
  ResultType,
} from '../../trade/schemas.js';
import { sentIdempotencyKey } from '../../../../schemas/idempotency.js';

/** A player's own binary bets (spec section 7 "Binary trade"): placing one, the current ones, the history. */
const tradeBets: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/history/betting',
    {
      config: { limits: 'order' },
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({
          point: Type.Union([
            Type.String({ pattern: '^\\d{1,30}(\\.\\d{1,30})?$' }),
            Type.Number({ minimum: 0 }),
          ]),
          tradeRoundId: Id,
          type: Type.Union([Type.Literal('B'), Type.Literal('S')]),
        }),
        response: { 200: Envelope(BetSchema) },
      },
    },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      // The spec's bet has no key: without one every request is its own bet, through the same keyed path.
      const key = sent ?? `server:${randomUUID()}`;
      if (!parseSiteFlags(siteOf(request).type).binary) throw new AppError(403, 'NO_PERMISSION');
      const { point, tradeRoundId, type } = request.body;
      const text = typeof point === 'number' ? String(point) : point;
      if (!/^\d+(\.\d+)?$/.test(text)) throw new AppError(400, 'VALIDATION', 'body.point');
      const { bet, replayed } = await app.binary.placeBet(
        callerOf(request).userId,
        { point: text, tradeRoundId, type },
        key,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(bet);
    },
  );

  app.get(
    '/history/current',
    {
      schema: {
        querystring: SiteQuery({ tradeRoundId: Id }),
        response: { 200: Envelope(Type.Array(BetSchema)) },
      },
    },
    async (request) => {
      const { rows } = await app.repos.binary.listBets(
        { userId: callerOf(request).userId, tradeRoundId: request.query.tradeRoundId },
        0,
        100,
      );
      return ok(rows.map(toBet));
    },
  );

  app.get(
    '/history/current_for_option',
    {
      schema: {
        querystring: SiteQuery({ tradeOptionId: Id }),
        response: { 200: Envelope(Type.Array(BetSchema)) },
      },
    },
    async (request) => {
      const rows = await app.repos.binary.runningBets(callerOf(request).userId, request.query.tradeOptionId);
      return ok(rows.map(toBet));
    },
  );

  app.get(
    '/history/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          playerId: Type.Optional(Id),
          tradeOptionId: Type.Optional(Id),
          tradeRoundId: Type.Optional(Id),
          tradeTypeStrs: Type.Optional(Type.String({ maxLength: 100 })),
          typeStrs: Type.Optional(Type.String({ maxLength: 10 })),
          statusStrs: Type.Optional(Type.String({ maxLength: 20 })),
          startDate: Type.Optional(DateText),
          endDate: Type.Optional(DateText),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(ListOrPage(BetSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'PAGE', page = 1, size = 20, ...q } = request.query;
      const caller = callerOf(request);
      // A player sees only their own bets.
      if (q.playerId !== undefined && q.playerId !== caller.userId) throw new AppError(403, 'NO_PERMISSION');
      const { rows, total } = await app.repos.binary.listBets(
        {
          userId: caller.userId,
          tradeOptionId: q.tradeOptionId,
          tradeRoundId: q.tradeRoundId,
          gameTypes: csv(q.tradeTypeStrs, 'tradeTypeStrs', GAME_TYPES),
          sides: csv(q.typeStrs, 'typeStrs', ['B', 'S']),
          statuses: csvNumbers(q.statusStrs, 'statusStrs', GAME_STATUSES),
          from: dateBound(q.startDate, 'startDate', false),
          to: dateBound(q.endDate, 'endDate', true),
        },
        (page - 1) * size,
        size,
      );
      return ok(paged(resultType, page, size, rows.map(toBet), total));
    },
  );
};

export default tradeBets;
