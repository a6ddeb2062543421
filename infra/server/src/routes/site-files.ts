import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../errors/app-error.js';
import { siteOf } from '../plugins/site.js';
import { NO_CACHE } from '../static/cache-policy.js';
import { plainPage } from '../static/plain-page.js';

const FeeSchema = Type.Object(
  {
    futuresFeeRate: Type.Number(),
    marginTypeFeeFactor: Type.Number(),
    binaryFeeRate: Type.Number(),
    overseaFeeRate: Type.Number(),
    withdrawFeeRate: Type.Number(),
    dnwMinimum: Type.Number(),
    convertFeeRate: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
);

const AppIdsSchema = Type.Object({ android: Type.String(), ios: Type.String() });

/**
 * Per-hostname JSON files the host reads like /site.json (no siteInfoId): /fee.json and /data/appid.json,
 * from site_setting, never cached. Plus the identity-check placeholder page /api/certi/nice_id points at.
 */
const siteFiles: FastifyPluginAsyncTypebox = async (app) => {
  async function settingsOf(siteId: number) {
    const settings = await app.repos.siteExtras.settings(siteId);
    if (settings === undefined) throw new AppError(404, 'NOT_FOUND');
    return settings;
  }

  app.get(
    '/fee.json',
    { onRequest: app.resolveSite, schema: { response: { 200: FeeSchema } } },
    async (request, reply) => {
      const { fee } = await settingsOf(siteOf(request).id);
      reply.header('Cache-Control', NO_CACHE);
      return fee;
    },
  );

  app.get(
    '/data/appid.json',
    { onRequest: app.resolveSite, schema: { response: { 200: AppIdsSchema } } },
    async (request, reply) => {
      const { appIds } = await settingsOf(siteOf(request).id);
      reply.header('Cache-Control', NO_CACHE);
      return appIds;
    },
  );

  // No identity-verification provider (NICE or similar) is configured; this page says so.
  app.get(
    '/certi/nice_id',
    {
      onRequest: app.resolveSite,
      schema: { querystring: Type.Object({ host: Type.Optional(Type.String({ maxLength: 300 })) }) },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const [title, text] =
        site.lang === 'ko'
          ? ['본인인증', '본인인증 서비스가 아직 연결되지 않았습니다. 관리자에게 문의해주세요.']
          : [
              'Identity check',
              'Identity verification is not connected yet. Please contact the administrator.',
            ];
      reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
      return plainPage({ lang: site.lang, title, text });
    },
  );
};

export default siteFiles;
