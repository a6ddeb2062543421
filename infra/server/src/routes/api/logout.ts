import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The refresh token may come in the body (an expired access token still logs out); no body is fine too. */
const LogoutBodySchema = Type.Union([
  Type.Object(
    { refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
    { additionalProperties: false },
  ),
  // No body at all: Fastify hands the schema null.
  Type.Null(),
]);

/**
 * POST /logout: ends the session of the Bearer access token and/or the body's refresh token (its whole
 * refresh-token family; its sockets close). Always 200, so a client may call it without caring whether its
 * tokens were still good.
 */
const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        querystring: SiteQuery(),
        body: LogoutBodySchema,
        response: { 200: Envelope(Type.Object({ loggedOut: Type.Literal(true) })) },
      },
    },
    async (request) => {
      const accessToken = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const refreshToken = request.body?.refreshToken;
      await app.sessions.logout(siteOf(request), {
        ...(accessToken === undefined ? {} : { accessToken }),
        ...(refreshToken === undefined ? {} : { refreshToken }),
      });
      return ok({ loggedOut: true as const });
    },
  );
};

export default logout;
