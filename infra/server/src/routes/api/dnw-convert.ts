import { createHash, randomUUID } from 'node:crypto';

import { parseSiteFlags, WALLET_TYPES, type WalletType } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { WALLET_ASSETS, type LedgerWallet } from '../../money/assets.js';
import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { ConvertQuoteSchema } from '../../schemas/dnw.js';
import { MyWalletSchema } from '../../schemas/user.js';
import { sentIdempotencyKey } from '../../schemas/idempotency.js';
import { CONVERTIBLE } from '../../services/convert-service.js';
import { checkAmountLimit } from '../../wallet/amount-limits.js';
import { requireMoneyMover } from '../../wallet/money-mover.js';
import { walletAmount } from '../../wallet/wallet-amount.js';
import { walletMessage } from '../../wallet/wallet-message.js';

const WalletName = Type.String({ minLength: 1, maxLength: 16 });

/** A coin of the site's buyCoins list (comma-separated), the only ones bought and sold for won. */
function buyableOf(buyCoins: string, name: string): WalletType {
  const coin = walletOf(name);
  if (!buyCoins.split(',').includes(coin)) throw new AppError(400, 'COIN_UNSUPPORTED');
  return coin;
}

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
      const userId = (await requireMoneyMover(app.repos, callerOf(request).userId)).id;
      const site = siteOf(request);
      const from = walletOf(request.body.fromCoin);
      const to = walletOf(request.body.toCoin);
      if (from === to) throw new AppError(400, 'CONVERT_SAME_WALLET');
      // The BINARY wallet exists only where the site offers binary trading, in the site's binary currency.
      if ((from === 'BINARY' || to === 'BINARY') && !parseSiteFlags(site.type).binary)
        throw new AppError(403, 'NO_PERMISSION');
      const amount = await outgoingAmount(site.id, request.body.point, from);
      const exchange =
        CONVERTIBLE.includes(from) && CONVERTIBLE.includes(to) && WALLET_ASSETS[from] !== WALLET_ASSETS[to];
      const { replayed } = exchange
        ? await exchangeAt(userId, site.id, { from, to, point: amount }, request.body.quoteId, sent)
        : await moveOneForOne(userId, site.binaryCurrency, from, to, amount, sent);
      return answer(reply, userId, [from, to], replayed);
    },
  );

  // Buying and selling coins for won (spec: buy/apply and sell/apply, payloads not shown): a conversion with the
  // player's money on one side, for the coins of the site's buyCoins.
  for (const side of ['buy', 'sell'] as const) {
    app.post(
      `/dnw/${side}/apply`,
      {
        onRequest: app.authenticate,
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
        const userId = (await requireMoneyMover(app.repos, callerOf(request).userId)).id;
        const site = siteOf(request);
        const coin = buyableOf(site.buyCoins, request.body.coinName);
        const [from, to]: [LedgerWallet, LedgerWallet] = side === 'buy' ? ['MONEY', coin] : [coin, 'MONEY'];
        const amount = await outgoingAmount(site.id, request.body.point, from);
        const { replayed } = await exchangeAt(
          userId,
          site.id,
          { from, to, point: amount },
          request.body.quoteId,
          sent === undefined ? undefined : `${side}:${sent}`,
        );
        return answer(reply, userId, [from, to], replayed);
      },
    );
  }

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
      const { fromCoin, toCoin } = request.query;
      const buyCoins = siteOf(request).buyCoins;
      // Won is quoted against the coins the site sells (buy/apply, sell/apply), not converted into otherwise.
      const from = fromCoin === 'MONEY' ? 'MONEY' : walletOf(fromCoin);
      const to = toCoin === 'MONEY' ? 'MONEY' : walletOf(toCoin);
      if (from === 'MONEY' && to !== 'MONEY') buyableOf(buyCoins, to);
      if (to === 'MONEY' && from !== 'MONEY') buyableOf(buyCoins, from);
      if (!CONVERTIBLE.includes(from) || !CONVERTIBLE.includes(to))
        throw new AppError(400, 'CONVERT_PAIR_UNSUPPORTED');
      return ok(
        await app.convert.quote(
          { userId, siteId },
          from,
          to,
          await outgoingAmount(siteId, request.query.point, from),
        ),
      );
    },
  );

  /** `point` of the wallet it leaves, in minor units, within the site's largest single request of its currency. */
  async function outgoingAmount(siteId: number, point: string, from: LedgerWallet): Promise<bigint> {
    const amount = walletAmount(point, from);
    await checkAmountLimit(app.repos, siteId, WALLET_ASSETS[from], 'withdraw', amount);
    return amount;
  }

  /**
   * Books the caller's quote, or, without one, a quote made for this request alone. Under an Idempotency-Key that
   * quote's id comes from the key, so a retry finds the quote it made, used, and books nothing again.
   */
  async function exchangeAt(
    userId: number,
    siteId: number,
    request: { from: LedgerWallet; to: LedgerWallet; point: bigint },
    quoteId: string | undefined,
    sent: string | undefined,
  ): Promise<{ replayed: boolean }> {
    const id = sent === undefined ? undefined : uuidOf(`convert:${userId}:${sent}`);
    const quoted =
      quoteId ??
      (await app.convert.quote({ userId, siteId }, request.from, request.to, request.point, id)).quoteId;
    return app.convert.convert({ userId }, quoted, request);
  }

  /** The wallets after the move, pushed to the player's other screens and answered. */
  async function answer(reply: FastifyReply, userId: number, moved: LedgerWallet[], replayed: boolean) {
    if (replayed) reply.header('idempotent-replayed', 'true');
    const wallets = await app.accounts.me(userId);
    for (const wallet of moved)
      app.realtime.publishToUser(userId, '/queue/point', walletMessage(wallets, wallet));
    return ok({ money: wallets.money, wallet: wallets.wallet });
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
