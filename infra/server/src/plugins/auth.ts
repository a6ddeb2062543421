import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { AccessClaims } from '../auth/access-token.js';
import { AppError } from '../errors/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; routes that use that hook may rely on it. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for protected routes: a valid Bearer access token of this request's site, whose session
     * was not ended and whose account is not blocked (DENY, or this device).
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The verified caller of a route protected by `authenticate`. */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (request.auth === null) throw new AppError(401, 'UNAUTHORIZED');
  return request.auth;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header === undefined || header === '') throw new AppError(401, 'UNAUTHORIZED');
      const token = BEARER.exec(header)?.[1];
      if (token === undefined) throw new AppError(401, 'TOKEN_INVALID');
      const claims = await app.accessTokens.verify(token);
      if (claims.siteId !== request.site?.id) throw new AppError(403, 'WRONG_ACCESS');
      await app.sessionGuard.check(claims, request.headers['user-agent']);
      request.auth = claims;
    });
  },
  { name: 'auth', dependencies: ['services', 'site'] },
);
