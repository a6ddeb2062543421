import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { AppError } from '../../errors/app-error.js';
import { assertSameSite, siteOf } from '../../plugins/site.js';
import { LoginBodySchema, LoginResultSchema } from '../../schemas/auth.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { limits: 'login' },
      schema: {
        querystring: SiteQuery(),
        body: LoginBodySchema,
        response: { 200: Envelope(LoginResultSchema) },
      },
    },
    async (request) => {
      const { siteInfoId, username, password, refreshToken } = request.body;
      assertSameSite(request, siteInfoId);
      const site = siteOf(request);
      const userAgent = request.headers['user-agent'];
      if (refreshToken !== undefined) {
        return ok(await app.sessions.refreshLogin(site, refreshToken, userAgent));
      }
      if (username === undefined) throw new AppError(400, 'VALIDATION', 'body.username');
      if (password === undefined) throw new AppError(400, 'VALIDATION', 'body.password');
      return ok(await app.sessions.passwordLogin(site, username, password, userAgent));
    },
  );
};

export default login;
