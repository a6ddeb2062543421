const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time filter of spec section 9: a duration as mm:ss ("04:05"), for round countdowns. The amount is
 * in seconds unless `unit` says milliseconds; partial seconds are dropped and negatives show as 00:00.
 */
export function formatMinutesSeconds(amount: number, unit: 's' | 'ms' = 's'): string {
  const seconds = Number.isFinite(amount)
    ? Math.max(0, Math.floor(unit === 'ms' ? amount / 1000 : amount))
    : 0;
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
