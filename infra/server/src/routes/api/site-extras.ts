import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { AppVersionSchema, BankSchema } from '../../schemas/content.js';

const siteExtras: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site_info/get_app_version',
    {
      schema: {
        querystring: SiteQuery({ os: Type.Union([Type.Literal('android'), Type.Literal('ios')]) }),
        response: { 200: Envelope(AppVersionSchema) },
      },
    },
    async (request) => {
      const version = await app.repos.siteExtras.appVersion(siteOf(request).id, request.query.os);
      if (version === undefined) throw new AppError(404, 'APP_VERSION_NOT_FOUND');
      return ok(version);
    },
  );

  app.get(
    '/banklist',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(BankSchema)) } } },
    async (request) => ok(await app.repos.siteExtras.banks(siteOf(request).bankType)),
  );
};

export default siteExtras;
