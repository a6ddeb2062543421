import { createHash, randomUUID } from 'node:crypto';

import { parseSiteFlags, WALLET_TYPES, type PointMessage, type WalletType } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { WALLET_ASSETS } from '../../money/assets.js';
import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { ConvertQuoteSchema } from '../../schemas/dnw.js';
import { MyWalletSchema } from '../../schemas/user.js';
import { sentIdempotencyKey } from '../../schemas/idempotency.js';
import { CONVERTIBLE } from '../../services/convert-service.js';
import { walletAmount } from '../../wallet/wallet-amount.js';

const MOVING_ROLES = new Set(['PLAYER', 'TRADER']);
const WalletName = Type.String({ minLength: 1, maxLength: 16 });

function walletOf(name: string): WalletType {
  if (!(WALLET_TYPES as readonly string[]).includes(name)) throw new AppError(400, 'WALLET_UNSUPPORTED');
  return name as WalletType;
}

const Point = Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' });

/**
 * POST /api/dnw/convert (spec: "convert", payload not shown; the wallet route is /wallet/convert/{from}_{to}):
 * moves `point` between two of the caller's own wallets. Wallets of the same currency move one for one (USDT,
 * FUTURES and BINARY, when the site's binary currency is USDT). Between currencies (the USDT, BTC, ETH and XRP
 * wallets) at the price GET /api/dnw/exchange_rate quotes: with its `quoteId` exactly what it quoted, without one
 * at the price of the moment (docs/dnw.md, "Conversions").
 */
const dnwConvert: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dnw/convert',
    {
      onRequest: app.authenticate,
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
      const { userId } = callerOf(request);
      const user = await app.repos.users.findById(userId);
      if (user === undefined) throw new AppError(404, 'USER_NOT_FOUND');
      if (!MOVING_ROLES.has(user.role)) throw new AppError(403, 'NO_PERMISSION');

      const site = siteOf(request);
      const from = walletOf(request.body.fromCoin);
      const to = walletOf(request.body.toCoin);
      if (from === to) throw new AppError(400, 'CONVERT_SAME_WALLET');
      // The BINARY wallet exists only where the site offers binary trading, in the site's binary currency.
      if ((from === 'BINARY' || to === 'BINARY') && !parseSiteFlags(site.type).binary)
        throw new AppError(403, 'NO_PERMISSION');
      const amount = walletAmount(request.body.point, from);
      const exchange =
        CONVERTIBLE.includes(from) && CONVERTIBLE.includes(to) && WALLET_ASSETS[from] !== WALLET_ASSETS[to];
      const { replayed } = exchange
        ? await app.convert.convert(
            { userId },
            request.body.quoteId ?? (await quoteNow(userId, site.id, from, to, amount, sent)),
            {
              from,
              to,
              point: amount,
            },
          )
        : await moveOneForOne(userId, site.binaryCurrency, from, to, amount, sent);
      if (replayed) reply.header('idempotent-replayed', 'true');
      const { money, wallet } = await app.accounts.me(userId);
      // Other screens of the player follow their wallets on the queue the engines feed.
      for (const type of [from, to]) {
        const message: PointMessage = { type, data: wallet[type] };
        app.realtime.publishToUser(userId, '/queue/point', message);
      }
      return ok({ money, wallet });
    },
  );

  app.get(
    '/dnw/exchange_rate',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: SiteQuery({ fromCoin: WalletName, toCoin: WalletName, point: Point }),
        response: { 200: Envelope(ConvertQuoteSchema) },
      },
    },
    async (request) => {
      const { userId, siteId } = callerOf(request);
      const from = walletOf(request.query.fromCoin);
      const to = walletOf(request.query.toCoin);
      if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to))
        throw new AppError(400, 'CONVERT_PAIR_UNSUPPORTED');
      return ok(
        await app.convert.quote({ userId, siteId }, from, to, walletAmount(request.query.point, from)),
      );
    },
  );

  /**
   * A quote made for this request alone. Under an Idempotency-Key its id comes from the key, so a retry finds the
   * quote it made, used, and books nothing again.
   */
  async function quoteNow(
    userId: number,
    siteId: number,
    from: WalletType,
    to: WalletType,
    amount: bigint,
    sent: string | undefined,
  ): Promise<string> {
    const id = sent === undefined ? undefined : uuidOf(`convert:${userId}:${sent}`);
    return (await app.convert.quote({ userId, siteId }, from, to, amount, id)).quoteId;
  }

  /** Wallets of one currency: one transfer, keyed by the Idempotency-Key when one was sent. */
  async function moveOneForOne(
    userId: number,
    binaryCurrency: string,
    from: WalletType,
    to: WalletType,
    amount: bigint,
    sent: string | undefined,
  ) {
    // The BINARY wallet is in the site's binary currency.
    const currencyOf = (wallet: WalletType) => (wallet === 'BINARY' ? binaryCurrency : WALLET_ASSETS[wallet]);
    const asset = WALLET_ASSETS[from];
    if (asset !== WALLET_ASSETS[to] || currencyOf(from) !== asset || currencyOf(to) !== asset) {
      throw new AppError(400, 'CONVERT_PAIR_UNSUPPORTED');
    }
    const key = sent === undefined ? `convert:${userId}:${randomUUID()}` : `convert:${userId}:${sent}`;
    return app.db.tx(async (q) =>
      app.repos.ledger.transfer(
        {
          idempotencyKey: key,
          debitAccountId: await app.repos.ledger.userAccountId(userId, from, q),
          creditAccountId: await app.repos.ledger.userAccountId(userId, to, q),
          asset,
          amount,
          code: 'WALLET_CONVERT',
        },
        q,
      ),
    );
  }
};

/** A UUID from a text, the same for the same text (the first 128 bits of its SHA-256, as a v4-shaped UUID). */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export default dnwConvert;
