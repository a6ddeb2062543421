import { formatKstDate } from '@bx/contracts';

import { type MoreTextCode } from '../../../shared/more-text';

/**
 * The profit list's period in the server's days: Seoul calendar days ("2026-11-23"), whatever the partner's own
 * time zone (`formatKstDate`).
 */
export interface ProfitPeriod {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** How many days the list opens on, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The last 30 days, today (in Seoul) included. */
export function defaultProfitPeriod(now: number): ProfitPeriod {
  const endDate = formatKstDate(now);
  const start = Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS;
  return { startDate: new Date(start).toISOString().slice(0, 10), endDate };
}

/** Why a period the partner picked cannot be searched, or null when it can. */
export function periodProblem(period: ProfitPeriod, today: string): MoreTextCode | null {
  if (period.startDate > period.endDate) return 'PARTNER_PERIOD_REVERSED';
  if (period.endDate > today) return 'PARTNER_PERIOD_FUTURE';
  return null;
}
