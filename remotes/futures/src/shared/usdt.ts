import { formatPrice } from '@bx/ui';
import { futuresText } from './futures-text';

/** USDT amounts of the FUTURES wallet are shown to the cent. */
export const USDT_PRECISION = 2;

/** "1,250.50 USDT". */
export function usdtText(amount: string | number): string {
  return futuresText('FUT_USDT', { amount: formatPrice(amount, USDT_PRECISION) });
}

/** A signed USDT amount for profit and loss ("+12.50 USDT"). */
export function signedUsdtText(amount: string | number): string {
  const text = usdtText(amount);
  return /[1-9]/.test(text) && !text.startsWith('-') ? `+${text}` : text;
}
