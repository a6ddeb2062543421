import { type MoreTextCode } from '../../../shared/more-text';

/**
 * The profit list's period in the server's days: Seoul calendar days ("2026-11-23"), whatever the partner's own
 * time zone. Seoul keeps UTC+9 all year, so a day is a fixed offset from UTC.
 */
export interface ProfitPeriod {
  startDate: string;
  endDate: string;
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** How many days the list opens on, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The Seoul day an instant falls on. */
export function seoulDay(epochMs: number): string {
  return new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-11-23 21:04": an instant as Seoul wall time, on the same clock as the period's days. */
export function seoulDateTime(epochMs: number): string {
  return new Date(epochMs + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The last 30 days, today (in Seoul) included. */
export function defaultProfitPeriod(now: number): ProfitPeriod {
  const endDate = seoulDay(now);
  const start = Date.parse(`${endDate}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS;
  return { startDate: new Date(start).toISOString().slice(0, 10), endDate };
}

/** Why a period the partner picked cannot be searched, or null when it can. */
export function periodProblem(period: ProfitPeriod, today: string): MoreTextCode | null {
  if (period.startDate > period.endDate) return 'PARTNER_PERIOD_REVERSED';
  if (period.endDate > today) return 'PARTNER_PERIOD_FUTURE';
  return null;
}
