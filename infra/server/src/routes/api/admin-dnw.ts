import { DNW_STATUSES, DNW_TYPES } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../schemas/common.js';
import { DateText, dateBound } from '../../schemas/date-query.js';
import { DnwHistorySchema, SiteDnwInfoSchema } from '../../schemas/dnw.js';
import { toDnwHistory } from '../../services/dnw-service.js';
import { csv, ListOrPage, PageNumber, paged, PageSize, ResultType } from './trade/schemas.js';

const DecisionBody = Type.Object({ dnwHistoryId: Id }, { additionalProperties: false });
const AccountBody = Type.Object(
  {
    bank: Type.String({ minLength: 1, maxLength: 40 }),
    account: Type.String({ pattern: '^[0-9][0-9-]{4,38}[0-9]$' }),
    holder: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

const AdminDnwSchema = Type.Intersect([DnwHistorySchema, Type.Object({ playerId: Type.Integer() })]);

/**
 * The operator's side of deposits and withdrawals (the ops console's calls): the site's requests, approving or
 * rejecting one that waits, and the account players deposit to. An ADMIN of the request's site only.
 */
const adminDnw: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireAdmin);

  app.get(
    '/admin/dnw/list',
    {
      schema: {
        querystring: SiteQuery({
          resultType: Type.Optional(ResultType),
          playerId: Type.Optional(Id),
          typeStrs: Type.Optional(Type.String({ maxLength: 60 })),
          statusStrs: Type.Optional(Type.String({ maxLength: 40 })),
          startDate: Type.Optional(DateText),
          endDate: Type.Optional(DateText),
          page: Type.Optional(PageNumber),
          size: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(ListOrPage(AdminDnwSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'PAGE', page = 1, size = 20, ...q } = request.query;
      const { rows, total } = await app.repos.dnw.list(
        {
          siteId: siteOf(request).id,
          userId: q.playerId,
          types: csv(q.typeStrs, 'typeStrs', DNW_TYPES),
          statuses: csv(q.statusStrs, 'statusStrs', DNW_STATUSES),
          from: dateBound(q.startDate, 'startDate', false),
          to: dateBound(q.endDate, 'endDate', true),
        },
        (page - 1) * size,
        size,
      );
      const items = rows.map((row) => ({ ...toDnwHistory(row), playerId: row.userId }));
      return ok(paged(resultType, page, size, items, total));
    },
  );

  for (const [path, outcome] of [
    ['/admin/dnw/approve', 'DONE'],
    ['/admin/dnw/reject', 'REJECT'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          querystring: SiteQuery(),
          body: DecisionBody,
          response: { 200: Envelope(DnwHistorySchema) },
        },
      },
      async (request) => ok(await app.dnw.decide(callerOf(request), request.body.dnwHistoryId, outcome)),
    );
  }

  app.post(
    '/admin/dnw/deposit_account',
    {
      schema: { querystring: SiteQuery(), body: AccountBody, response: { 200: Envelope(SiteDnwInfoSchema) } },
    },
    async (request) => {
      const siteId = callerOf(request).siteId;
      if (!(await app.repos.siteExtras.setDepositAccount(siteId, request.body)))
        throw new AppError(404, 'SITE_NOT_FOUND');
      return ok(await app.dnw.siteInfo(siteId));
    },
  );
};

export default adminDnw;
