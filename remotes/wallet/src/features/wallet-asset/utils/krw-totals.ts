import { multiplyDown, type DecimalString } from '@bx/contracts';

import { MONEY, walletCurrency } from '../../../shared/coin-units';

export interface AssetRow {
  wallet: string;
  balance: DecimalString;
  /** The balance in whole won at the last price, rounded down; null when the wallet has no price. */
  krw: DecimalString | null;
  /** Won per one unit of the wallet's currency that `krw` was worked out at; null when unpriced. */
  rate: DecimalString | null;
}

/**
 * The wallets of the assets screen in their order: the KRW money, the trading wallets the site offers, then
 * the site's coin wallets.
 */
export function assetWallets(usedCoins: readonly string[], flags: { futures: boolean; binary: boolean }) {
  return [
    MONEY,
    ...(flags.futures ? ['FUTURES'] : []),
    ...(flags.binary ? ['BINARY'] : []),
    ...usedCoins.filter((coin) => coin !== MONEY && coin !== 'FUTURES' && coin !== 'BINARY'),
  ];
}

/** Won per unit of a wallet: its own rate, else its currency's; the money is won itself. */
export function krwRateOf(
  wallet: string,
  rates: Readonly<Record<string, DecimalString | null>> | null,
): DecimalString | null {
  const own = rates?.[wallet];
  if (own !== undefined) return own;
  const ofCurrency = rates?.[walletCurrency(wallet)];
  if (ofCurrency !== undefined) return ofCurrency;
  return wallet === MONEY ? '1' : null;
}

/** `balance` x `rate` in whole won, rounded down, exactly (no float in between). */
export function krwValue(balance: DecimalString, rate: DecimalString): DecimalString {
  return multiplyDown(balance, rate).split('.')[0] ?? '0';
}

export function assetRows(
  wallets: readonly string[],
  balanceOf: (wallet: string) => DecimalString | null,
  rates: Readonly<Record<string, DecimalString | null>> | null,
): AssetRow[] {
  return wallets.map((wallet) => {
    const balance = balanceOf(wallet) ?? '0';
    const rate = krwRateOf(wallet, rates);
    return { wallet, balance, krw: rate === null ? null : krwValue(balance, rate), rate };
  });
}

/** The sum of the priced wallets in won, and the wallets left out of it for want of a price. */
export function krwTotal(rows: readonly AssetRow[]): { total: DecimalString; unpriced: string[] } {
  let total = 0n;
  const unpriced: string[] = [];
  for (const row of rows) {
    if (row.krw === null) unpriced.push(row.wallet);
    else total += BigInt(row.krw);
  }
  return { total: total.toString(), unpriced };
}
