/** How many quick-order buttons fit one row of the order form at 360 px, and the largest count a button takes. */
export const ORDER_COUNTS_LIMIT = { buttons: 6, count: 1_000_000 } as const;

/** "1, 3,5 ,10" -> [1, 3, 5, 10]; null when any part is not a whole number from 1, or there are too many. */
export function parseOrderCounts(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > ORDER_COUNTS_LIMIT.buttons) return null;
  if (!parts.every((part) => /^[1-9]\d*$/.test(part))) return null;
  const counts = parts.map(Number);
  return counts.every((count) => count <= ORDER_COUNTS_LIMIT.count) ? counts : null;
}

export function orderCountsText(counts: readonly number[]): string {
  return counts.join(',');
}

/** Take-profit and stop-loss percents the order forms accept as defaults. */
export const PERCENT_LIMIT = { min: 1, max: 1000 } as const;

export function parsePercent(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= PERCENT_LIMIT.min && value <= PERCENT_LIMIT.max ? value : null;
}
