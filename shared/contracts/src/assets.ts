import type { WalletType } from './user.js';

/**
 * Decimals of each currency's smallest unit, as the ledger keeps amounts: KRW has no minor unit in practice; USDT
 * and XRP follow their six-decimal on-chain units; BTC, ETH and DOGE use the satoshi-style 8 that exchanges
 * display; EOS has 4. An amount with more decimals is refused.
 */
export const ASSET_SCALES = {
  KRW: 0,
  USDT: 6,
  BTC: 8,
  ETH: 8,
  XRP: 6,
  DOGE: 8,
  EOS: 4,
} as const;

export type Asset = keyof typeof ASSET_SCALES;

/** The player's won money, named MONEY beside the wallet types. */
export type LedgerWallet = WalletType | 'MONEY';

/** The currency each wallet holds: FUTURES and BINARY are USDT-denominated trading wallets; coins hold their own. */
export const WALLET_ASSETS: Readonly<Record<LedgerWallet, Asset>> = {
  MONEY: 'KRW',
  FUTURES: 'USDT',
  BINARY: 'USDT',
  USDT: 'USDT',
  BTC: 'BTC',
  ETH: 'ETH',
  XRP: 'XRP',
  DOGE: 'DOGE',
  EOS: 'EOS',
};
