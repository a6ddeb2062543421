import { parseKstDate } from '@bx/contracts';

import { localDate, openingOf, openingsAfter, type TradingHours } from './trading-hours.js';

const MINUTE_MS = 60_000;

/** A stock that does not trade on one day ("2026-12-25", in its exchange's time zone). */
export interface MarketHoliday {
  stock: string;
  date: string;
}

interface Tradable {
  stock: string;
  hours: TradingHours;
}

/**
 * When each stock trades: its exchange's weekly sessions (trading-hours.ts) less its holidays. A holiday on
 * date D closes the sessions that open on D in the exchange's time zone (for FX CFDs, 08:00 Seoul on D to
 * 06:00 the next morning); the simulator is silent then, bets are refused and the screen shows 휴장 with the
 * next open.
 */
export class SessionCalendar {
  private readonly holidays = new Map<string, Set<string>>();
  private readonly alwaysOpen: ReadonlySet<string>;

  /** `alwaysOpen`: stocks that trade around the clock, holidays and exchange hours aside (demo and test sites). */
  constructor(holidays: readonly MarketHoliday[] = [], alwaysOpen: readonly string[] = []) {
    this.alwaysOpen = new Set(alwaysOpen);
    for (const { stock, date } of holidays) {
      if (parseKstDate(date) === undefined)
        throw new RangeError(`holiday date "${date}" is not a date (YYYY-MM-DD)`);
      const days = this.holidays.get(stock) ?? new Set<string>();
      days.add(date);
      this.holidays.set(stock, days);
    }
  }

  isOpen(spec: Tradable, time: number): boolean {
    if (this.alwaysOpen.has(spec.stock)) return true;
    const opening = openingOf(spec.hours, time);
    if (opening === undefined) return false;
    const holidays = this.holidays.get(spec.stock);
    return holidays === undefined || !holidays.has(localDate(spec.hours, opening));
  }

  /** When a closed stock opens next, as epoch ms; null while it is open or when it does not open within a year. */
  nextOpen(spec: Tradable, time: number): number | null {
    if (this.isOpen(spec, time)) return null;
    for (const opening of openingsAfter(spec.hours, time, 53)) {
      if (this.isOpen(spec, opening)) return opening;
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
