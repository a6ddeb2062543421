import type { EconomicEvent } from '@bx/contracts';

const two = (value: number) => String(value).padStart(2, '0');
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant, in the player's time zone (or UTC for the server's days). */
export function dayKey(epochMs: number, utc = false): string {
  const at = new Date(epochMs);
  return utc
    ? at.toISOString().slice(0, 10)
    : `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** The days offered as tabs: yesterday, today and the next `ahead` days (a whole week), in the player's time zone. */
export function calendarDays(now: number, ahead = 5): string[] {
  return Array.from({ length: ahead + 2 }, (_, index) => dayKey(now + (index - 1) * DAY_MS));
}

/**
 * The server's days are UTC: a local day spans two of them. Ask for the UTC days around it (a day either side
 * covers every time zone), then keep the releases whose local day is the one shown.
 */
export function utcRangeFor(day: string): { startDate: string; endDate: string } {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  return { startDate: dayKey(noonUtc - DAY_MS, true), endDate: dayKey(noonUtc + DAY_MS, true) };
}

export function onLocalDay(events: readonly EconomicEvent[], day: string): EconomicEvent[] {
  return events.filter((event) => dayKey(event.scheduledAt) === day);
}
