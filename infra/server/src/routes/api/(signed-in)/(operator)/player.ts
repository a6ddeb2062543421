import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, Id, ok, SiteQuery } from '../../../../schemas/common.js';

const PlayerAccessBodySchema = Type.Object(
  {
    playerId: Id,
    status: Type.Optional(Type.Union([Type.Literal('NORMAL'), Type.Literal('DENY')])),
    blockDevice: Type.Optional(
      Type.Union([Type.Literal(''), Type.Literal('MOBILE'), Type.Literal('PC'), Type.Literal('ALL')]),
    ),
  },
  { additionalProperties: false, minProperties: 2 },
);

const PlayerAccessSchema = Type.Object({
  playerId: Type.Integer(),
  status: Type.Union([Type.Literal('NORMAL'), Type.Literal('WAIT'), Type.Literal('DENY')]),
  blockDevice: Type.String(),
});

/** Operator calls about a player's access: an ADMIN of the request's site only. */
const adminPlayer: FastifyPluginAsyncTypebox = async (app) => {
  // POST /admin/player/access {playerId, status?, blockDevice?}: block (DENY) or unblock, whole or by device.
  app.post(
    '/admin/player/access',
    {
      schema: {
        querystring: SiteQuery(),
        body: PlayerAccessBodySchema,
        response: { 200: Envelope(PlayerAccessSchema) },
      },
    },
    async (request) => ok(await app.playerAccounts.setAccess(callerOf(request), request.body)),
  );
};

export default adminPlayer;
