import { ASSET_SCALES, WALLET_ASSETS, WALLET_TYPES, type Asset, type WalletType } from '@bx/contracts';

/** The player's KRW money, named as the server's calls name it beside the wallet types. */
export const MONEY = 'MONEY';

/** The currency a wallet holds: won for the money, USDT for the trading wallets, else the coin of its name. */
export function walletCurrency(wallet: string): string {
  return (WALLET_ASSETS as Readonly<Record<string, Asset>>)[wallet] ?? wallet;
}

/** Decimals of the wallet's currency as the ledger keeps them: an amount with more is refused there. */
export function walletDecimals(wallet: string): number {
  return (ASSET_SCALES as Readonly<Record<string, number>>)[walletCurrency(wallet)] ?? 8;
}

export const isWalletType = (wallet: string): wallet is WalletType =>
  (WALLET_TYPES as readonly string[]).includes(wallet);

/** The largest amount a field takes: 15 digits, where a float still holds every one of them. */
export const MAX_AMOUNT = 999_999_999_999_999;
