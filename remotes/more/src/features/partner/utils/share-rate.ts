import { type MoreTextCode } from '../../../shared/more-text';

/** A rate as the screen shows it: 0.3 is "30%", 0.125 "12.5%", never a float's tail ("30.000000000000004%"). */
export function formatShareRate(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

export type RateRefusal = { code: MoreTextCode; parts: { max: string } };

/**
 * The rate a partner typed as a percentage ("25", "12.5"), as the 0..1 the server takes, or why it is refused:
 * a sub-partner's rate is at most its parent's (`max`, 0..1), to two decimals of a percent.
 */
export function readShareRate(text: string, max: number): { rate: number } | { refusal: RateRefusal } {
  const refusal = {
    refusal: { code: 'PARTNER_RATE_RULE', parts: { max: formatShareRate(max).slice(0, -1) } },
  } as const;
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return refusal;
  const percent = Number(trimmed);
  if (percent > Math.round(max * 10_000) / 100) return refusal;
  return { rate: Math.round(percent * 100) / 10_000 };
}
