import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { siteOf } from '../../plugins/site.js';
import {
  DeliverySentSchema,
  FindIdBodySchema,
  FindPasswordBodySchema,
  ResetPasswordBodySchema,
} from '../../schemas/certi.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';

/** Account recovery (no login) and the nick change (own account). */
const playerAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/player/find_id',
    {
      config: { limits: 'findId' },
      schema: {
        querystring: SiteQuery(),
        body: FindIdBodySchema,
        response: { 200: Envelope(DeliverySentSchema) },
      },
    },
    async (request) => ok(await app.playerAccounts.findId(siteOf(request), request.body)),
  );

  app.post(
    '/player/find_pw',
    {
      config: { limits: 'findPw' },
      schema: {
        querystring: SiteQuery(),
        body: FindPasswordBodySchema,
        response: { 200: Envelope(DeliverySentSchema) },
      },
    },
    async (request) => ok(await app.playerAccounts.findPassword(siteOf(request), request.body)),
  );

  app.post(
    '/player/reset_pw',
    {
      config: { limits: 'resetPw' },
      schema: {
        querystring: SiteQuery(),
        body: ResetPasswordBodySchema,
        response: { 200: Envelope(Type.Object({ username: Type.String(), maskedUsername: Type.String() })) },
      },
    },
    async (request) => ok(await app.playerAccounts.resetPassword(siteOf(request), request.body)),
  );
};

export default playerAccount;
