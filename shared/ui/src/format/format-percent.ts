import { formatPrice } from './format-price';

/** A rate of change with its sign, for lists and tickers: +1.23%, -0.50%, 0.00%. */
export function formatPercent(value: string | number, precision = 2): string {
  const formatted = formatPrice(value, precision);
  if (formatted === '-') return formatted;
  const rise = /[1-9]/.test(formatted) && !formatted.startsWith('-');
  return `${rise ? '+' : ''}${formatted}%`;
}
