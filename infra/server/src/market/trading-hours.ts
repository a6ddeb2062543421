/** Sunday 0 .. Saturday 6, as Date.getDay counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One weekly session: it opens on each of `days` at `start` ("HH:MM", exchange time) and lasts `minutes`. */
export interface Session {
  days: readonly Weekday[];
  start: string;
  minutes: number;
}

/** When an instrument trades, in its exchange's own time zone (an IANA name), so daylight saving follows it. */
export interface TradingHours {
  timeZone: string;
  sessions: readonly Session[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_MINUTES = 7 * 24 * 60;
/** 1970-01-01, where epoch minutes start, was a Thursday. */
const EPOCH_WEEKDAY = 4;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC at `time`, in ms. Offsets change at most on the hour, so one lookup per zone and
 * hour serves every tick, candle and session check in it (Intl formatting is the slow part).
 */
function offsetAt(timeZone: string, time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  const key = `${timeZone}@${hour}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const at = hour * HOUR_MS;
  const part = (type: string) => Number(format.formatToParts(at).find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offset = wall - at;
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** Minutes since Sunday 00:00 of the exchange's week at `time`. */
function minuteOfWeek(timeZone: string, time: number): number {
  const local = Math.floor((time + offsetAt(timeZone, time)) / MINUTE_MS);
  return (((local + EPOCH_WEEKDAY * 24 * 60) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
}

function startsOf(session: Session): number[] {
  const [hours = 0, minutes = 0] = session.start.split(':').map(Number);
  return session.days.map((day) => day * 24 * 60 + hours * 60 + minutes);
}

/** When the session occurrence holding `time` opened, as epoch ms (whole minutes); undefined when none does. */
export function openingOf(hours: TradingHours, time: number): number | undefined {
  const now = minuteOfWeek(hours.timeZone, time);
  const minuteStart = Math.floor(time / MINUTE_MS) * MINUTE_MS;
  for (const session of hours.sessions) {
    for (const start of startsOf(session)) {
      const since = (now - start + WEEK_MINUTES) % WEEK_MINUTES;
      if (since < session.minutes) return minuteStart - since * MINUTE_MS;
    }
  }
  return undefined;
}

export function isWithinHours(hours: TradingHours, time: number): boolean {
  return openingOf(hours, time) !== undefined;
}

/**
 * The session openings after `time`, earliest first, for as many weeks as asked. An opening is counted in
 * exchange minutes from `time`, so across a daylight-saving change it may be an hour off until the change
 * passes; callers check each candidate with isWithinHours.
 */
export function openingsAfter(hours: TradingHours, time: number, weeks: number): number[] {
  const now = minuteOfWeek(hours.timeZone, time);
  const minuteStart = Math.floor(time / MINUTE_MS) * MINUTE_MS;
  const openings: number[] = [];
  for (const session of hours.sessions) {
    for (const start of startsOf(session)) {
      const ahead = (start - now + WEEK_MINUTES) % WEEK_MINUTES || WEEK_MINUTES;
      for (let week = 0; week < weeks; week++) {
        openings.push(minuteStart + (ahead + week * WEEK_MINUTES) * MINUTE_MS);
      }
    }
  }
  return openings.sort((a, b) => a - b);
}

/** The exchange's calendar date ("2026-12-25") at `time`. */
export function localDate(hours: TradingHours, time: number): string {
  return new Date(time + offsetAt(hours.timeZone, time)).toISOString().slice(0, 10);
}

const WEEKDAYS_ONLY: readonly Weekday[] = [1, 2, 3, 4, 5];

/** Crypto never closes: one session a day, midnight to midnight UTC (a holiday closes that UTC day). */
export const ALWAYS_OPEN: TradingHours = {
  timeZone: 'UTC',
  sessions: [{ days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', minutes: 24 * 60 }],
};

/** FX, index and gold CFDs as the Korean brokers quote them: 08:00 to 06:00 the next morning, Seoul time. */
export const SEOUL_CFD_HOURS: TradingHours = {
  timeZone: 'Asia/Seoul',
  sessions: [{ days: WEEKDAYS_ONLY, start: '08:00', minutes: 22 * 60 }],
};

/** CME Globex: Sunday to Thursday from 17:00 Chicago time, 23 hours, so a daily hour's break and the weekend. */
export const CME_GLOBEX_HOURS: TradingHours = {
  timeZone: 'America/Chicago',
  sessions: [{ days: [0, 1, 2, 3, 4], start: '17:00', minutes: 23 * 60 }],
};

/** Hang Seng index futures (HKEX): morning, afternoon and the after-hours session to 03:00. */
export const HKEX_INDEX_HOURS: TradingHours = {
  timeZone: 'Asia/Hong_Kong',
  sessions: [
    { days: WEEKDAYS_ONLY, start: '09:15', minutes: 2 * 60 + 45 },
    { days: WEEKDAYS_ONLY, start: '13:00', minutes: 3 * 60 + 30 },
    { days: WEEKDAYS_ONLY, start: '17:15', minutes: 9 * 60 + 45 },
  ],
};
