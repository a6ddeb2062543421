import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { ConvertQuoteSchema } from '../../../schemas/dnw.js';
import { MyWalletSchema } from '../../../schemas/user.js';
import { sentIdempotencyKey } from '../../../schemas/idempotency.js';
import type { WalletMove } from '../../../services/wallet-convert-service.js';
import { walletMessage } from '../../../wallet/wallet-message.js';

const WalletName = Type.String({ minLength: 1, maxLength: 16 });

const Point = Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' });

/**
 * POST /api/dnw/convert (spec: "convert", payload not shown; the wallet route is /wallet/convert/{from}_{to}):
 * moves `point` between two of the caller's own wallets. Wallets of the same currency move one for one (USDT,
 * FUTURES and BINARY, when the site's binary currency is USDT). Between currencies (the USDT, BTC, ETH and XRP
 * wallets) at the price GET /api/dnw/exchange_rate quotes: with its `quoteId` exactly what it quoted, without one
 * at the price of the moment (docs/dnw.md, "Conversions"). What moves is decided by app.walletConvert.
 */
const dnwConvert: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dnw/convert',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object(
          {
            fromCoin: WalletName,
            toCoin: WalletName,
            point: Point,
            quoteId: Type.Optional(Type.String({ format: 'uuid' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(MyWalletSchema) },
      },
    },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      return answer(
        reply,
        await app.walletConvert.convertWallets(callerOf(request), siteOf(request), request.body, sent),
      );
    },
  );

  // Buying and selling coins for won (spec: buy/apply and sell/apply, payloads not shown): a conversion with the
  // player's money on one side, for the coins of the site's buyCoins.
  for (const side of ['buy', 'sell'] as const) {
    app.post(
      `/dnw/${side}/apply`,
      {
        schema: {
          querystring: SiteQuery(),
          body: Type.Object(
            { coinName: WalletName, point: Point, quoteId: Type.Optional(Type.String({ format: 'uuid' })) },
            { additionalProperties: false },
          ),
          response: { 200: Envelope(MyWalletSchema) },
        },
      },
      async (request, reply) => {
        const sent = sentIdempotencyKey(request);
        return answer(
          reply,
          await app.walletConvert.trade(side, callerOf(request), siteOf(request), request.body, sent),
        );
      },
    );
  }

  app.get(
    '/dnw/exchange_rate',
    {
      schema: {
        querystring: SiteQuery({ fromCoin: WalletName, toCoin: WalletName, point: Point }),
        response: { 200: Envelope(ConvertQuoteSchema) },
      },
    },
    async (request) => ok(await app.walletConvert.quote(callerOf(request), siteOf(request), request.query)),
  );

  /** The wallets after the move, pushed to the player's other screens and answered. */
  async function answer(reply: FastifyReply, { userId, moved, replayed }: WalletMove) {
    if (replayed) reply.header('idempotent-replayed', 'true');
    const wallets = await app.accounts.me(userId);
    for (const wallet of moved)
      app.realtime.publishToUser(userId, '/queue/point', walletMessage(wallets, wallet));
    return ok({ money: wallets.money, wallet: wallets.wallet });
  }
};

export default dnwConvert;
