import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site.js';
import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { CoinAddressSchema, WalletKrwRatesSchema } from '../../schemas/dnw.js';
import { BankInfoSchema } from '../../schemas/player.js';
import { MyWalletSchema } from '../../schemas/user.js';
import { depositCoinOf } from '../../services/coin-service.js';

const CoinName = Type.String({ minLength: 1, maxLength: 16 });

/** The player's wallets, their deposit addresses (docs/dnw.md, "Coins") and what they are worth in won. */
const wallet: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wallet/my',
    {
      onRequest: app.authenticate,
      schema: { querystring: SiteQuery(), response: { 200: Envelope(MyWalletSchema) } },
    },
    async (request) => {
      const { money, wallet: wallets } = await app.accounts.me(callerOf(request).userId);
      return ok({ money, wallet: wallets });
    },
  );

  // The spec's {coinName, address, bankInfo}: the caller's deposit address; `address` saves where they withdraw to.
  app.post(
    '/wallet/generate',
    {
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
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

  // Market data, the same for everyone: what the asset screen multiplies balances by.
  app.get(
    '/wallet/krw_rates',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(WalletKrwRatesSchema) } } },
    async () => ok({ rates: app.convert.krwRates(), at: app.market.clock.now() }),
  );
};

export default wallet;
