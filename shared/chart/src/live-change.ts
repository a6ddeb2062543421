/**
 * The day's change in percent with the live price: the listed change is against the reference price
 * last / (1 + change / 100), which a new last price moves from. Without a usable reference, the listed one.
 */
export function liveChangePercent(listedLast: string, listedChange: string, live: string | null): number {
  const last = Number(listedLast);
  const change = Number(listedChange);
  if (live === null || !Number.isFinite(last) || !Number.isFinite(change) || last <= 0) return change;
  const reference = last / (1 + change / 100);
  const now = Number(live);
  if (!Number.isFinite(now) || reference <= 0) return change;
  return ((now - reference) / reference) * 100;
}
