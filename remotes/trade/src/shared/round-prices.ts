import { tradeText } from './trade-text';

/**
 * A round's entry and close prices as one line ("Entry 42,000.50 → Close 42,010.25" on English sites), each
 * written by `format`; "-" stands for a price not recorded (a cancelled round's close).
 */
export function roundPricesText(
  lockPrice: string | null,
  closePrice: string | null,
  format: (price: string) => string,
): string {
  const price = (value: string | null) => (value === null ? '-' : format(value));
  return `${tradeText('PRICE_ENTRY', { price: price(lockPrice) })} → ${tradeText('PRICE_CLOSE', { price: price(closePrice) })}`;
}
