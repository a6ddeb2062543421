import { formatAmount, type DnwHistory } from '@bx/contracts';
import { clientText } from '@bx/platform';

/**
 * A history row's amount in its own currency: won whole ("10,000 원"), a coin with its decimals and code
 * ("1 USDT", "0.12345678 BTC"), as a send of tether is no amount of won.
 */
export function dnwAmountText(item: Pick<DnwHistory, 'point' | 'currency'>): string {
  return item.currency === 'KRW'
    ? clientText('DNW_AMOUNT_KRW', { amount: formatAmount(item.point, 0) })
    : clientText('COIN_AMOUNT', { amount: formatAmount(item.point), coin: item.currency });
}
