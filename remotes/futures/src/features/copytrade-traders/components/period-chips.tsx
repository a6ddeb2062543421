import { RadioChips } from '@bx/ui';

import { periodLabel, TRADER_PERIODS, type TraderPeriod } from '../utils/trader-period';
import { futuresText } from '../../../shared/futures-text';

/** All-time, 7, 30 or 90 days: the period a trader's figures (and the ranking) are read over. */
export function PeriodChips({
  value,
  onChange,
}: {
  value: TraderPeriod;
  onChange: (period: TraderPeriod) => void;
}) {
  return (
    <RadioChips
      label={futuresText('CT_RANGE')}
      size="small"
      chips={TRADER_PERIODS.map((period) => ({ value: period, label: periodLabel(period) }))}
      value={value}
      onChange={onChange}
    />
  );
}
