import type { DnwApplyType } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

import { callerOf } from '../../plugins/auth.js';
import { Envelope, Id, ok, SiteQuery } from '../../schemas/common.js';
import { DnwHistorySchema, DnwPoint, SiteDnwInfoSchema } from '../../schemas/dnw.js';
import { sentIdempotencyKey } from '../../schemas/idempotency.js';
import { toDnwHistory } from '../../services/dnw-service.js';
import { dnwFilterOf, DnwListQuery } from './dnw-list-query.js';
import { ListOrPage, paged } from './trade/schemas.js';

const ApplyBody = Type.Object(
  { type: Type.Union([Type.Literal('D'), Type.Literal('W')]), point: DnwPoint },
  { additionalProperties: false },
);
const KindApplyBody = Type.Object({ point: DnwPoint }, { additionalProperties: false });
const TransferBody = Type.Object(
  {
    walletType: Type.String({ minLength: 1, maxLength: 16 }),
    point: Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' }),
    username: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

/**
 * The player's deposit and withdraw requests (spec section 7 "Wallet / DNW"; docs/dnw.md): apply, cancel while
 * it waits, the history, and what the /dnw screen shows. An operator decides them (admin-dnw.ts).
 */
const dnw: FastifyPluginAsyncTypebox = async (app) => {
  async function apply(
    request: Parameters<typeof sentIdempotencyKey>[0],
    reply: FastifyReply,
    type: DnwApplyType,
    point: string | number,
  ) {
    const sent = sentIdempotencyKey(request);
    const { userId, siteId } = callerOf(request);
    const { history, replayed } = await app.dnw.apply(
      { userId, siteId },
      { type, point: BigInt(point) },
      sent,
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return ok(history);
  }

  const applied = { 200: Envelope(DnwHistorySchema) };

  // POST /dnw/apply {type, point}: the spec's call; deposit/apply and withdraw/apply are the same by kind.
  app.post(
    '/dnw/apply',
    { onRequest: app.authenticate, schema: { querystring: SiteQuery(), body: ApplyBody, response: applied } },
    (request, reply) => apply(request, reply, request.body.type, request.body.point),
  );
  for (const [path, type] of [
    ['/dnw/deposit/apply', 'D'],
    ['/dnw/withdraw/apply', 'W'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: { querystring: SiteQuery(), body: KindApplyBody, response: applied },
      },
      (request, reply) => apply(request, reply, type, request.body.point),
    );
  }

  // POST /dnw/transfer {walletType, point, username} (the spec shows no payload): a send to another player.
  app.post(
    '/dnw/transfer',
    {
      onRequest: app.authenticate,
      schema: { querystring: SiteQuery(), body: TransferBody, response: applied },
    },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      const { userId, siteId } = callerOf(request);
      const { history, replayed } = await app.dnw.send({ userId, siteId }, request.body, sent);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(history);
    },
  );

  app.get(
    '/dnw/cancel',
    {
      onRequest: app.authenticate,
      schema: { querystring: SiteQuery({ dnwHistoryId: Id }), response: applied },
    },
    async (request) => ok(await app.dnw.cancel(callerOf(request), request.query.dnwHistoryId)),
  );

  app.get(
    '/dnw/list',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery(DnwListQuery),
        response: { 200: Envelope(ListOrPage(DnwHistorySchema)) },
      },
    },
    async (request) => {
      const { resultType = 'PAGE', page = 1, size = 20, ...q } = request.query;
      const { userId, siteId } = callerOf(request);
      const { rows, total } = await app.repos.dnw.list(
        dnwFilterOf(q, { siteId, userId }),
        (page - 1) * size,
        size,
      );
      return ok(paged(resultType, page, size, rows.map(toDnwHistory), total));
    },
  );

  app.get(
    '/site_info/dnw',
    {
      onRequest: app.authenticate,
      schema: { querystring: SiteQuery(), response: { 200: Envelope(SiteDnwInfoSchema) } },
    },
    async (request) => ok(await app.dnw.siteInfo(callerOf(request).siteId)),
  );
};

export default dnw;
