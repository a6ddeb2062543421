import type { PaymentProviderCode, SiteLang } from '@bx/contracts';

import type { LedgerWallet } from '../money/assets.js';

/** The implementations a deployment can choose (PAYMENT_PROVIDER); only the sandbox until a provider is contracted. */
export const PAYMENT_PROVIDER_KINDS = ['sandbox'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

/** A buy (coins or won for `won`, a WB row) or a sell (`amount` of the wallet, a WS row) passed to a provider. */
export interface ProviderOrder {
  dnwHistoryId: number;
  side: 'BUY' | 'SELL';
  wallet: LedgerWallet;
  /** In the wallet asset's minor units: what a buy credits, what a sell pays out. */
  amount: bigint;
  won: bigint | null;
}

/**
 * What the server asks of a payment provider (paykiwoom, bitdex, dh-safety: docs/dnw.md, "P2P and payment
 * providers"). The money itself never moves here: an order waits as a dnw_history row until the provider's
 * callback confirms it, and the ledger books it then.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The name players see for a provider. */
  /** The provider's name as the site's players read it. */
  nameOf(provider: PaymentProviderCode, lang: SiteLang): string;
  /** Whether the provider must know the player (its signup call) before an order; others know them by the order. */
  requiresSignup(provider: PaymentProviderCode): boolean;
  /** Registers the player with the provider under `value` (what the provider knows them by). */
  signup(provider: PaymentProviderCode, member: { userId: number; value: string }): Promise<void>;
  /** Whether the provider is selling and buying coins now. */
  coinAvailable(provider: PaymentProviderCode): Promise<boolean>;
  /** What `won` buys of the wallet at the provider's rate, in the wallet asset's minor units (rounded down). */
  quoteBuy(provider: PaymentProviderCode, wallet: LedgerWallet, won: bigint): Promise<bigint>;
  /** Passes an order on; the provider answers later through its callback. */
  placeOrder(provider: PaymentProviderCode, order: ProviderOrder): Promise<void>;
  /** The provider's page for a player: `page` P2P (a P2P purchase) or CHARGE (coin charging), with the token. */
  pageUrl(provider: PaymentProviderCode, page: 'P2P' | 'CHARGE', token: string): string;
}
