import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { Envelope, ok, SiteQuery } from '../../schemas/common.js';
import { WalletKrwRatesSchema } from '../../schemas/dnw.js';

/** The player's wallets, their deposit addresses (docs/dnw.md, "Coins") and what they are worth in won. */
const wallet: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's {coinName, address, bankInfo}: the caller's deposit address; `address` saves where they withdraw to.
  // Market data, the same for everyone: what the asset screen multiplies balances by.
  app.get(
    '/wallet/krw_rates',
    { schema: { querystring: SiteQuery(), response: { 200: Envelope(WalletKrwRatesSchema) } } },
    async () => ok({ rates: app.convert.krwRates(), at: app.market.clock.now() }),
  );
};

export default wallet;
