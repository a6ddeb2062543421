import type { StockOrigin } from '@bx/contracts';

import { isSessionOpen, kstDayStart, parseKstDate } from './sessions.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session day runs from 06:00 Seoul time, when the overnight session has closed, to 06:00 the next day. */
const SESSION_DAY_SHIFT_MS = 6 * 60 * MINUTE_MS;
const SESSION_OPEN_MS = 8 * 60 * MINUTE_MS;

/** A stock that does not trade on one session day (Seoul date, "2026-12-25"). */
export interface MarketHoliday {
  stock: string;
  date: string;
}

interface Tradable {
  stock: string;
  origin: StockOrigin;
}

/**
 * When each stock trades: its origin's weekly sessions (sessions.ts) less its holidays. A holiday on date D
 * closes the stock from 06:00 Seoul time on D to 06:00 on D+1, which holds the whole session opening at 08:00
 * on D; the simulator is silent then, bets are refused and the screen shows 휴장 with the next open.
 */
export class SessionCalendar {
  private readonly holidays = new Map<string, Set<number>>();

  constructor(holidays: readonly MarketHoliday[] = []) {
    for (const { stock, date } of holidays) {
      const day = parseKstDate(date);
      if (day === undefined) throw new RangeError(`holiday date "${date}" is not a Seoul date (YYYY-MM-DD)`);
      const days = this.holidays.get(stock) ?? new Set<number>();
      days.add(day);
      this.holidays.set(stock, days);
    }
  }

  isOpen(spec: Tradable, time: number): boolean {
    if (!isSessionOpen(spec.origin, time)) return false;
    return !this.holidays.get(spec.stock)?.has(kstDayStart(time - SESSION_DAY_SHIFT_MS));
  }

  /** When a closed stock opens next, as epoch ms; null while it is open or when it does not open within a year. */
  nextOpen(spec: Tradable, time: number): number | null {
    if (this.isOpen(spec, time)) return null;
    // Every closure ends at 08:00 Seoul time (a session's open) or at 06:00 (the end of a 24-hour market's holiday).
    for (let day = kstDayStart(time); day < time + 366 * DAY_MS; day += DAY_MS) {
      for (const at of [day + SESSION_DAY_SHIFT_MS, day + SESSION_OPEN_MS]) {
        if (at > time && this.isOpen(spec, at)) return at;
      }
    }
    return null;
  }

  /**
   * How many minutes before `time` hold `openMinutes` minutes of open session for each stock. The simulator's
   * history spans this, so that over a weekend or a holiday a closed market still has the prices and chart of
   * its last session instead of nothing.
   */
  minutesHoldingOpenTime(specs: readonly Tradable[], time: number, openMinutes: number): number {
    const end = Math.floor(time / MINUTE_MS) * MINUTE_MS;
    let span = openMinutes;
    for (const spec of specs) {
      let minutes = 0;
      // Two weeks always hold the open time asked for; the bound only guards a schedule that never opens.
      for (let open = 0; open < openMinutes && minutes < 14 * 24 * 60; minutes++) {
        if (this.isOpen(spec, end - (minutes + 1) * MINUTE_MS)) open++;
      }
      span = Math.max(span, minutes);
    }
    return span;
  }
}
