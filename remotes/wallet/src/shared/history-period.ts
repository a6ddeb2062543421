import { formatKstDate } from '@bx/contracts';
import { type WalletTextCode } from './wallet-text';

/** The periods the history offers: everything, or up to today (Seoul) from today, a week or a month back. */
export const HISTORY_PERIODS = ['all', 'today', 'week', 'month'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const PERIOD_LABELS: Record<HistoryPeriod, WalletTextCode> = {
  all: 'TRADE_HISTORY_ALL',
  today: 'SEARCH_PERIOD_TODAY',
  week: 'SEARCH_PERIOD_WEEK',
  month: 'SEARCH_PERIOD_MONTH',
};

/** Both ends as Seoul days, the end day included, as GET /api/trade/history/list takes them. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/**
 * The days a period covers at `nowMs`; null for everything. A month back is the same day of the last month, or
 * that month's last day where it is shorter (03-31 goes back to 02-28), as Korean apps count 1개월.
 */
export function periodRange(period: HistoryPeriod, nowMs: number): DayRange | null {
  const endDate = formatKstDate(nowMs);
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return { startDate: endDate, endDate };
    case 'week':
      return { startDate: formatKstDate(nowMs - 7 * DAY_MS), endDate };
    case 'month': {
      const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
      const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
      const start = new Date(Date.UTC(year, month - 2, Math.min(day, lastDay)));
      return { startDate: start.toISOString().slice(0, 10), endDate };
    }
  }
}
