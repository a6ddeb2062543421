import { formatAmount } from '@bx/contracts';
import { overseaText } from './oversea-text';

/** A KRW amount of the account, grouped and with its unit ("1,250,000원", "1,250,000 KRW"). */
export function krwText(amount: string): string {
  return overseaText('OVERSEA_KRW', { amount: formatAmount(amount) });
}

/** A signed KRW amount for profit and loss ("+12,500원"). */
export function signedKrwText(amount: string): string {
  const rise = /[1-9]/.test(amount) && !amount.startsWith('-');
  return `${rise ? '+' : ''}${krwText(amount)}`;
}

/** Which colour a profit takes: up (buy colour) above zero, down (sell colour) below. */
export function profitDirection(amount: string): 'up' | 'down' | 'flat' {
  if (!/[1-9]/.test(amount)) return 'flat';
  return amount.startsWith('-') ? 'down' : 'up';
}
