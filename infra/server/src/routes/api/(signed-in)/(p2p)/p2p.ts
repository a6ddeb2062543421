import type { P2pDetail } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

import { AppError } from '../../../../errors/app-error.js';
import { callerOf } from '../../../../plugins/auth.js';
import { siteOf } from '../../../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../../../schemas/common.js';
import { DnwPoint } from '../../../../schemas/dnw.js';
import { sentIdempotencyKey } from '../../../../schemas/idempotency.js';
import {
  FileId,
  P2pHistorySchema,
  P2pProviderSchema,
  ProviderCode,
  ProviderUrlSchema,
} from '../../../../schemas/p2p.js';
import { BUYABLE_WALLETS } from '../../../../services/p2p-service.js';

const P2pBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40 }),
    phone: Type.String({ pattern: '^[0-9][0-9-]{7,18}[0-9]$' }),
    point: DnwPoint,
    detailJson: Type.String({ minLength: 2, maxLength: 2_000 }),
  },
  { additionalProperties: false },
);

/** What detailJson must hold: the provider, and optionally the receipt and the wallet credited. */
const DetailSchema = Type.Object(
  {
    provider: ProviderCode,
    fileId: Type.Optional(FileId),
    walletType: Type.Optional(Type.Enum(BUYABLE_WALLETS)),
  },
  { additionalProperties: false },
);

function detailOf(json: string): P2pDetail & { walletType?: (typeof BUYABLE_WALLETS)[number] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new AppError(400, 'VALIDATION', 'body.detailJson');
  }
  if (!Value.Check(DetailSchema, parsed)) throw new AppError(400, 'VALIDATION', 'body.detailJson');
  return parsed;
}

/**
 * P2P buys through a provider (docs/dnw.md, "P2P and payment providers"): the request, the latest one, the
 * providers and their pages. Only on sites with the P2P flag; an operator decides (admin-p2p.ts).
 */
const p2p: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dnw/p2p',
    {
      schema: { querystring: SiteQuery(), body: P2pBody, response: { 200: Envelope(P2pHistorySchema) } },
    },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      const caller = callerOf(request);
      const { name, phone, point, detailJson } = request.body;
      const detail = detailOf(detailJson);
      if (detail.fileId !== undefined) await app.uploads.assertOwn(caller.userId, detail.fileId);
      const { history, replayed } = await app.p2p.buy(
        caller,
        {
          provider: detail.provider,
          channel: 'P2P',
          wallet: detail.walletType ?? 'MONEY',
          won: BigInt(point),
          name,
          phone,
          ...(detail.fileId === undefined ? {} : { fileId: detail.fileId }),
        },
        sent,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(history);
    },
  );

  app.get(
    '/dnw/p2p/latest',
    {
      schema: {
        querystring: SiteQuery(),
        response: { 200: Envelope(Type.Union([P2pHistorySchema, Type.Null()])) },
      },
    },
    async (request) => ok(await app.p2p.latest(callerOf(request))),
  );

  app.get(
    '/dnw/p2p/providers',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(Type.Array(P2pProviderSchema)) } },
    },
    async (request) => ok(await app.p2p.providers(callerOf(request), siteOf(request).lang)),
  );

  app.get(
    '/dnw/p2p/url',
    {
      schema: {
        querystring: SiteQuery({ provider: ProviderCode }),
        response: { 200: Envelope(ProviderUrlSchema) },
      },
    },
    async (request) => ok(await app.p2p.pageUrl(callerOf(request), request.query.provider, 'P2P')),
  );
};

export default p2p;
