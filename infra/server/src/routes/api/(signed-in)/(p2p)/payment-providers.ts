import type { PaymentProviderCode } from '@bx/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { callerOf } from '../../../../plugins/auth.js';
import { Envelope, ok, SiteQuery } from '../../../../schemas/common.js';
import { DnwPoint } from '../../../../schemas/dnw.js';
import { sentIdempotencyKey } from '../../../../schemas/idempotency.js';
import { P2pHistorySchema, ProviderCoinStatusSchema, ProviderUrlSchema } from '../../../../schemas/p2p.js';
import { BUYABLE_WALLETS, SELLABLE_WALLETS } from '../../../../services/p2p-service.js';
import { walletAmount } from '../../../../wallet/wallet-amount.js';

const SignupBody = Type.Object(
  { value: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\s].*[^\\s]$|^[^\\s]$' }) },
  { additionalProperties: false },
);
const BuyBody = Type.Object(
  { walletType: Type.Enum(BUYABLE_WALLETS), won: DnwPoint },
  { additionalProperties: false },
);
const SellBody = Type.Object(
  { walletType: Type.Enum(SELLABLE_WALLETS), point: Type.String({ pattern: '^\\d{1,20}(\\.\\d{1,20})?$' }) },
  { additionalProperties: false },
);

const query = SiteQuery();
const status = { 200: Envelope(ProviderCoinStatusSchema) };
const history = { 200: Envelope(P2pHistorySchema) };

/**
 * The payment providers' calls of the spec (docs/dnw.md, "P2P and payment providers"): registering with
 * paykiwoom, bitdex or dh-safety, their coin status, buying (sendCoin) and selling (sellCoin) coins through them,
 * bitdex's charge page. Only on sites with the P2P flag; the provider confirms an order through its callback.
 */
const paymentProviders: FastifyPluginAsyncTypebox = async (app) => {
  for (const provider of ['paykiwoom', 'bitdex'] as const) {
    app.get(`/${provider}/chk_coin`, { schema: { querystring: query, response: status } }, async (request) =>
      ok(await app.p2p.coinStatus(callerOf(request), provider)),
    );

    // POST /{provider}/sendCoin {walletType, won}: buys the wallet's coins (or won) for `won`; waits for the provider.
    app.post(
      `/${provider}/sendCoin`,
      { schema: { querystring: query, body: BuyBody, response: history } },
      async (request, reply) => {
        const sent = sentIdempotencyKey(request);
        const { walletType, won } = request.body;
        const input = { provider, channel: 'COIN', wallet: walletType, won: BigInt(won) } as const;
        const bought = await app.p2p.buy(callerOf(request), input, sent);
        if (bought.replayed) reply.header('idempotent-replayed', 'true');
        return ok(bought.history);
      },
    );
  }

  app.post(
    '/paykiwoom/signup',
    { schema: { querystring: query, body: SignupBody, response: status } },
    async (request) => ok(await app.p2p.signup(callerOf(request), 'paykiwoom', request.body.value)),
  );

  // POST /dh-safety/signup {walletType, won}: registers with dh-safety (by username) and buys in the same call.
  app.post(
    '/dh-safety/signup',
    { schema: { querystring: query, body: BuyBody, response: history } },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      const caller = callerOf(request);
      const provider: PaymentProviderCode = 'dh-safety';
      const user = await app.repos.users.findById(caller.userId);
      await app.p2p.signup(caller, provider, user?.username ?? String(caller.userId));
      const { walletType, won } = request.body;
      const bought = await app.p2p.buy(
        caller,
        { provider, channel: 'COIN', wallet: walletType, won: BigInt(won) },
        sent,
      );
      if (bought.replayed) reply.header('idempotent-replayed', 'true');
      return ok(bought.history);
    },
  );

  app.get(
    '/bitdex/coin_charge_url',
    { schema: { querystring: query, response: { 200: Envelope(ProviderUrlSchema) } } },
    async (request) => ok(await app.p2p.pageUrl(callerOf(request), 'bitdex', 'CHARGE')),
  );

  // POST /bitdex/sellCoin {walletType, point}: sells `point` of a coin wallet; held until the provider confirms.
  app.post(
    '/bitdex/sellCoin',
    { schema: { querystring: query, body: SellBody, response: history } },
    async (request, reply) => {
      const sent = sentIdempotencyKey(request);
      const { walletType, point } = request.body;
      const input = {
        provider: 'bitdex',
        wallet: walletType,
        point: walletAmount(point, walletType),
      } as const;
      const sold = await app.p2p.sell(callerOf(request), input, sent);
      if (sold.replayed) reply.header('idempotent-replayed', 'true');
      return ok(sold.history);
    },
  );
};

export default paymentProviders;
