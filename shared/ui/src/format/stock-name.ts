/**
 * The stock-name filter of spec section 9: the display name without the mark-price or perpetual suffix the
 * feeds add, written on (BTCUSDTPERP) or after a separator (BTCUSDT-MARK, BTCUSDT_PERP).
 */
export function stockName(stock: string): string {
  return stock.replace(/(?<=.)(?:[-_.]?(?:PERP|MARK))+$/, '');
}
