const formats = new Map<number, Intl.NumberFormat>();

/**
 * A price as the chart's axis and labels show it: thousands separators and exactly the option's decimals
 * ("64,250.50"), as the ticker and the lists write prices.
 */
export function formatAxisPrice(price: number, precision: number): string {
  let format = formats.get(precision);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    formats.set(precision, format);
  }
  return format.format(price);
}
