import {
  COPY_METRIC_DAYS,
  type CopyMetricDays,
  type CopyTrader,
  type CopyTraderMetrics,
} from '@bx/contracts';
import { futuresText } from '../../../shared/futures-text';

/** The figures a trader is shown and ranked by: all-time, or the last 7, 30 or 90 days. */
export type TraderPeriod = 'ALL' | `${CopyMetricDays}`;

export const TRADER_PERIODS: readonly TraderPeriod[] = [
  'ALL',
  ...COPY_METRIC_DAYS.map((days) => `${days}` as const),
];

export const periodLabel = (period: TraderPeriod): string =>
  period === 'ALL' ? futuresText('CT_RANGE_ALL') : futuresText('CT_RANGE_DAYS', { days: period });

/** The trader's figures of `period`: the all-time ones, or those of the days asked for. */
export function figuresOf(trader: CopyTrader, period: TraderPeriod): Omit<CopyTraderMetrics, 'days'> {
  const metrics = period === 'ALL' ? undefined : trader.metrics.find((each) => `${each.days}` === period);
  return metrics ?? trader;
}
