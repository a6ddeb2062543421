import { randomUUID } from 'node:crypto';

import { parseSiteFlags, WALLET_TYPES, type PointMessage, type WalletType, toUnits } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { AppError } from '../../errors/app-error.js';
import { ASSET_SCALES, WALLET_ASSETS } from '../../money/assets.js';
import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { MyWalletSchema } from '../../schemas/user.js';
import { sentIdempotencyKey } from '../../schemas/idempotency.js';

const MOVING_ROLES = new Set(['PLAYER', 'TRADER']);
const WalletName = Type.String({ minLength: 1, maxLength: 16 });

function walletOf(name: string): WalletType {
  if (!(WALLET_TYPES as readonly string[]).includes(name)) throw new AppError(400, 'WALLET_UNSUPPORTED');
  return name as WalletType;
}

/**
 * POST /api/dnw/convert (spec: "convert", payload not shown; the wallet route is /wallet/convert/{from}_{to}):
 * moves `point` between two of the caller's own wallets. Only wallets of the same currency are paired (USDT,
 * FUTURES and BINARY, when the site's binary currency is USDT); exchanging one currency for another needs
 * prices and fees the spec does not give, and is not offered yet.
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
            point: Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' }),
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
      const currencyOf = (wallet: WalletType) =>
        wallet === 'BINARY' ? site.binaryCurrency : WALLET_ASSETS[wallet];
      const asset = WALLET_ASSETS[from];
      if (asset !== WALLET_ASSETS[to] || currencyOf(from) !== asset || currencyOf(to) !== asset) {
        throw new AppError(400, 'CONVERT_PAIR_UNSUPPORTED');
      }
      const scale = ASSET_SCALES[asset];
      const fraction = request.body.point.split('.')[1] ?? '';
      if (fraction.length > scale) throw new AppError(400, 'AMOUNT_TOO_PRECISE', `${asset} ${scale}`);
      const amount = toUnits(request.body.point, scale);
      if (amount <= 0n) throw new AppError(400, 'AMOUNT_NOT_POSITIVE');

      const key = sent === undefined ? `convert:${userId}:${randomUUID()}` : `convert:${userId}:${sent}`;
      const { replayed } = await app.db.tx(async (q) =>
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
      if (replayed) reply.header('idempotent-replayed', 'true');
      const { money, wallet } = await app.accounts.me(userId);
      const binary = wallet.BINARY;
      if ((from === 'BINARY' || to === 'BINARY') && binary !== undefined) {
        // Other screens of the player follow the BINARY balance on the queue the binary engine feeds.
        const message: PointMessage = { type: 'BINARY', data: binary };
        app.realtime.publishToUser(userId, '/queue/point', message);
      }
      return ok({ money, wallet });
    },
  );
};

export default dnwConvert;
