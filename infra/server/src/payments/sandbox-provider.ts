import { toUnits, type PaymentProviderCode, type SiteLang } from '@bx/contracts';

import { AppError } from '../errors/app-error.js';
import { ASSET_SCALES, WALLET_ASSETS, type LedgerWallet } from '../money/assets.js';
import type { PaymentProvider } from './payment-provider.js';

/** Where the sandbox's pages are said to be: a reserved name (RFC 2606), so nothing real is ever reached. */
export const SANDBOX_BASE_URL = 'https://payments.sandbox.invalid';

const NAMES: Record<PaymentProviderCode, Record<SiteLang, string>> = {
  paykiwoom: { ko: '페이키움', en: 'PayKiwoom' },
  bitdex: { ko: '비트덱스', en: 'Bitdex' },
  'dh-safety': { ko: 'DH세이프티', en: 'DH Safety' },
};

/**
 * A provider that answers at once and reaches nobody: registrations and orders are the server's own rows, coins
 * are priced at the market's won rate (`wonPer`: won per unit, to the chon at most, null when unpriced), and an order
 * is confirmed by POST /api/payments/sandbox/confirm, an operator standing in for the provider's callback.
 */
export function createSandboxProvider(deps: {
  wonPer: (wallet: LedgerWallet) => string | null;
}): PaymentProvider {
  return {
    kind: 'sandbox',
    nameOf: (provider, lang) => NAMES[provider][lang],
    // paykiwoom has a signup call of its own; bitdex knows the player by its page's token, dh-safety signs up as it buys.
    requiresSignup: (provider) => provider === 'paykiwoom',
    signup: async () => undefined,
    coinAvailable: async () => true,
    async quoteBuy(_provider, wallet, won) {
      if (wallet === 'MONEY') return won;
      const rate = deps.wonPer(wallet);
      const cents = rate === null ? 0n : toUnits(rate, 2);
      if (cents === 0n) throw new AppError(503, 'PRICE_UNAVAILABLE');
      return (won * 100n * 10n ** BigInt(ASSET_SCALES[WALLET_ASSETS[wallet]])) / cents;
    },
    placeOrder: async () => undefined,
    pageUrl: (provider, page, token) =>
      `${SANDBOX_BASE_URL}/${provider}/${page.toLowerCase()}?token=${encodeURIComponent(token)}`,
  };
}
