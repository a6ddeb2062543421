import type { WalletType } from '@bx/contracts';

/**
 * Decimals of each asset's minor unit. KRW has no minor unit in practice; USDT and XRP follow their
 * six-decimal on-chain units; BTC, ETH and DOGE use the satoshi-style 8 that exchanges display; EOS has 4.
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

/** The KRW "money" account sits beside the contract's wallet types. */
export type LedgerWallet = WalletType | 'MONEY';

/** FUTURES and BINARY are USDT-denominated trading wallets; coin wallets hold their own coin. */
export const WALLET_ASSETS: Record<LedgerWallet, Asset> = {
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

export const LEDGER_WALLETS = Object.keys(WALLET_ASSETS) as LedgerWallet[];
