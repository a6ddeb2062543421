/**
 * Formats a decimal string from the server with thousands commas and a fixed number of decimals,
 * without passing through a float, so large balances keep every digit.
 */
export function formatAmount(value: string, decimals = 0): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fixed = decimals > 0 ? `.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${fixed}`;
}
