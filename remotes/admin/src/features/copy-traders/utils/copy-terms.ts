/** A whole percent from 0 to 100 as typed, or null when it is not one. */
export function percentOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) <= 100 ? Number(trimmed) : null;
}

/**
 * A trader's terms as typed: the quota (0 to 10,000) and the balance a follower needs (USDT, six decimals at
 * most), each sent only when it changed; null when one is not valid.
 */
export function termsOf(
  typed: { maxFollowers: string; minBalance: string },
  current: { maxFollowers: number; minBalance: string },
): { maxFollowers?: number; minBalance?: string } | null {
  const quota = typed.maxFollowers.trim();
  const balance = typed.minBalance.trim();
  if (!/^\d{1,5}$/.test(quota) || Number(quota) > 10_000) return null;
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(balance)) return null;
  return {
    ...(Number(quota) === current.maxFollowers ? {} : { maxFollowers: Number(quota) }),
    ...(Number(balance) === Number(current.minBalance) ? {} : { minBalance: balance }),
  };
}
