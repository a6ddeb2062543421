import { compareDecimal, formatAmount, type DecimalString } from '@bx/contracts';

import { MONEY, walletCurrency } from './coin-units';
import { walletText, type WalletTextCode } from './wallet-text';

/**
 * An amount typed into a field as the server takes it: decimal digits in the wallet's scale, never an exponent
 * ("0.0000001", not "1e-7"), without trailing zeros.
 */
export function amountText(value: number, decimals: number): DecimalString {
  const fixed = value.toFixed(decimals);
  return decimals === 0 ? fixed : fixed.replace(/\.?0+$/, '');
}

/** Why an amount cannot be sent yet: none entered, or more than the wallet holds (or its balance unknown). */
export function amountRefusal(
  amount: number | null,
  decimals: number,
  balance: DecimalString | null,
): Extract<WalletTextCode, 'AMOUNT_EMPTY' | 'AMOUNT_OVER'> | null {
  if (amount === null || amount <= 0) return 'AMOUNT_EMPTY';
  if (balance === null || compareDecimal(amountText(amount, decimals), balance) > 0) return 'AMOUNT_OVER';
  return null;
}

/** "1,000,000 원" for the money, "0.5 BTC" for a coin wallet, "10,000 USDT" for a trading wallet. */
export function walletAmountText(wallet: string, amount: DecimalString): string {
  if (wallet === MONEY || walletCurrency(wallet) === 'KRW') {
    return walletText('MONEY_KRW', { amount: formatAmount(amount, 0) });
  }
  return walletText('COIN_AMOUNT', { amount: formatAmount(amount), coin: walletCurrency(wallet) });
}
