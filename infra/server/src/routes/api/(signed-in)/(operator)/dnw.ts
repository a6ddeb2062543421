import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { OperatorRefusal } from '../../../../services/operator-refusal.js';
import { callerOf } from '../../../../plugins/auth.js';
import { siteOf } from '../../../../plugins/site.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';
import { DnwHistorySchema, SiteDnwInfoSchema } from '../../../../schemas/dnw.js';
import { toDnwHistory } from '../../../../services/dnw-service.js';
import { dnwFilterOf, DnwListQuery } from '../dnw-list-query.js';
import { ListOrPage, paged } from '../../trade/schemas.js';

const DecisionBody = Type.Object({ dnwHistoryId: Id }, { additionalProperties: false });
const RejectBody = Type.Object(
  { dnwHistoryId: Id, reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);
const AccountBody = Type.Object(
  {
    bank: Type.String({ minLength: 1, maxLength: 40 }),
    account: Type.String({ pattern: '^[0-9][0-9-]{4,38}[0-9]$' }),
    holder: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);

/** A request with whose it is: the player's id, and the username an operator knows them by. */
const AdminDnwSchema = Type.Intersect([
  DnwHistorySchema,
  Type.Object({ playerId: Type.Integer(), username: Type.String() }),
]);

/**
 * The operator's side of deposits and withdrawals (the ops console's calls): the site's requests, approving or
 * rejecting one that waits, and the account players deposit to. An ADMIN of the request's site only.
 */
const adminDnw: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/dnw/list',
    {
      schema: {
        querystring: SiteQuery({ ...DnwListQuery, playerId: Type.Optional(Id) }),
        response: { 200: Envelope(ListOrPage(AdminDnwSchema)) },
      },
    },
    async (request) => {
      const { resultType = 'PAGE', page = 1, size = 20, ...q } = request.query;
      const { rows, total } = await app.repos.dnw.list(
        dnwFilterOf(q, { siteId: siteOf(request).id, userId: q.playerId }),
        (page - 1) * size,
        size,
      );
      const players = await app.repos.users.findByIds([...new Set(rows.map((row) => row.userId))]);
      const items = rows.map((row) => ({
        ...toDnwHistory(row),
        playerId: row.userId,
        username: players.get(row.userId)?.username ?? '',
      }));
      return ok(paged(resultType, page, size, items, total));
    },
  );

  // Approve or reject a waiting request (with the reason the player will read); the same decision again
  // answers the request as decided.
  app.post(
    '/admin/dnw/approve',
    {
      schema: { querystring: SiteQuery(), body: DecisionBody, response: { 200: Envelope(DnwHistorySchema) } },
    },
    async (request) => ok(await app.dnw.decide(callerOf(request), request.body.dnwHistoryId, 'DONE')),
  );
  app.post(
    '/admin/dnw/reject',
    { schema: { querystring: SiteQuery(), body: RejectBody, response: { 200: Envelope(DnwHistorySchema) } } },
    async (request) => {
      const { dnwHistoryId, reason } = request.body;
      return ok(await app.dnw.decide(callerOf(request), dnwHistoryId, 'REJECT', reason ?? null));
    },
  );

  app.post(
    '/admin/dnw/deposit_account',
    {
      schema: { querystring: SiteQuery(), body: AccountBody, response: { 200: Envelope(SiteDnwInfoSchema) } },
    },
    async (request) => {
      const siteId = callerOf(request).siteId;
      if (!(await app.repos.siteExtras.setDepositAccount(siteId, request.body)))
        throw new OperatorRefusal('SITE_NOT_FOUND');
      return ok(await app.dnw.siteInfo(siteId));
    },
  );
};

export default adminDnw;
