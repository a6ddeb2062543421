/**
 * Days as the server counts them: Seoul calendar days ("2026-11-23", `formatKstDate` of @bx/contracts), whatever
 * the player's own time zone.
 */
const DAY_MS = 86_400_000;

/** Both ends are Seoul days, the end day included, as history/list and daily_profit take them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a day that exists ("2026-02-30" does not). */
export function isDay(text: string): boolean {
  const at = Date.parse(`${text}T00:00:00Z`);
  return DAY.test(text) && Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The same day of the month `count` months after `day`; past the end of a shorter month, its last day
 * (a month before 03-31 is 02-28 or 02-29).
 */
export function addMonths(day: string, count: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** How many days a range covers, both ends counted. */
export function daysIn(range: DateRange): number {
  return Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS) + 1;
}
