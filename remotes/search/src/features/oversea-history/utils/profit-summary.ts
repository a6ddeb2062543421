import { formatUnits, scaleOf, toUnits, type DecimalString, type OverseaDailyProfit } from '@bx/contracts';

export interface ProfitSummary {
  /** The period's realized profit in KRW, summed exactly (no float on the way). */
  total: DecimalString;
  trades: number;
  /** The days that had a closed trade, newest first. */
  days: OverseaDailyProfit[];
}

/** The period's total and its days, from daily_profit's rows (one per Seoul day with a closed trade). */
export function summarizeProfit(rows: readonly OverseaDailyProfit[]): ProfitSummary {
  const scale = scaleOf('0', ...rows.map((row) => row.profit));
  const total = rows.reduce((sum, row) => sum + toUnits(row.profit, scale), 0n);
  return {
    total: formatUnits(total, scale),
    trades: rows.reduce((count, row) => count + row.trades, 0),
    days: [...rows].sort((a, b) => b.date.localeCompare(a.date)),
  };
}
