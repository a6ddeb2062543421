/** Time to the next funding as HH:MM:SS, 00:00:00 once it is due (the next one is then on its way). */
export function fundingCountdown(nextFundingTime: number, now: number): string {
  const seconds = Math.max(0, Math.floor((nextFundingTime - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** A funding rate (0.0001) in percent with four decimals, signed as it is paid: "0.0100%", "-0.0050%". */
export function fundingRatePercent(rate: string): string {
  const value = Number(rate) * 100;
  return Number.isFinite(value) ? `${value.toFixed(4)}%` : '-';
}
