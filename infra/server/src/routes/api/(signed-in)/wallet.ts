import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../plugins/auth.js';
import { siteOf } from '../../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../../schemas/common.js';
import { CoinAddressSchema } from '../../../schemas/dnw.js';
import { BankInfoSchema } from '../../../schemas/player.js';
import { MyWalletSchema } from '../../../schemas/user.js';
import { depositCoinOf } from '../../../services/coin-service.js';

const CoinName = Type.String({ minLength: 1, maxLength: 16 });

/** The signed-in player's wallets: the list and new deposit addresses. */
const wallet: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wallet/my',
    {
      schema: { querystring: SiteQuery(), response: { 200: Envelope(MyWalletSchema) } },
    },
    async (request) => {
      const { money, wallet: wallets } = await app.accounts.me(callerOf(request).userId);
      return ok({ money, wallet: wallets });
    },
  );

  app.post(
    '/wallet/generate',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object(
          {
            coinName: CoinName,
            address: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
            tag: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
            // The spec names it without a shape: the bank account as sign-up sends it, or a line of text.
            bankInfo: Type.Optional(Type.Union([BankInfoSchema, Type.String({ maxLength: 200 })])),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(CoinAddressSchema) },
      },
    },
    async (request) => {
      const { coinName, address, tag, bankInfo } = request.body;
      const coin = depositCoinOf(siteOf(request).depositCoins, coinName);
      const bank =
        bankInfo === undefined || typeof bankInfo === 'string' ? bankInfo : JSON.stringify(bankInfo);
      const withdrawTo = address === undefined ? undefined : { address, tag, bankInfo: bank };
      return ok(await app.coins.address(callerOf(request), coin, withdrawTo));
    },
  );

  app.post(
    '/wallet/temp-generate',
    {
      schema: {
        querystring: SiteQuery(),
        body: Type.Object({ coinName: CoinName }, { additionalProperties: false }),
        response: { 200: Envelope(CoinAddressSchema) },
      },
    },
    async (request) => {
      const coin = depositCoinOf(siteOf(request).depositCoins, request.body.coinName);
      return ok(await app.coins.tempAddress(callerOf(request), coin));
    },
  );
};

export default wallet;
