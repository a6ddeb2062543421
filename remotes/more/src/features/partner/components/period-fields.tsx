import { FormMessage, TextField } from '@bx/ui';
import { useState } from 'react';

import { periodProblem, type ProfitPeriod } from '../utils/profit-period';
import { moreText } from '../../../shared/more-text';

const ENDS = [
  { field: 'startDate', label: 'PARTNER_PERIOD_START' },
  { field: 'endDate', label: 'PARTNER_PERIOD_END' },
] as const;

/**
 * The period's two days. A pair that can be searched applies at once; one that cannot (start after end, a day
 * after today) stays in the fields with the reason under them, and the list keeps the last good period.
 */
export function PeriodFields({
  period,
  today,
  onChange,
}: {
  period: ProfitPeriod;
  today: string;
  onChange: (period: ProfitPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const problem = periodProblem(draft, today);
  const edit = (next: ProfitPeriod) => {
    setDraft(next);
    if (next.startDate && next.endDate && periodProblem(next, today) === null) onChange(next);
  };
  return (
    <fieldset css={{ display: 'grid', gap: 6, margin: 0, padding: 0, border: 'none', minWidth: 0 }}>
      <legend css={{ padding: 0, marginBottom: 6, fontSize: 13 }}>{moreText('PARTNER_PERIOD')}</legend>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 8,
          '& input': { minWidth: 0, width: '100%', boxSizing: 'border-box', height: 42, padding: '0 8px' },
        }}
      >
        {ENDS.map(({ field, label }) => (
          <TextField
            key={field}
            type="date"
            label={moreText(label)}
            value={draft[field]}
            max={today}
            aria-invalid={problem !== null}
            onChange={(event) => edit({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      {problem ? <FormMessage tone="bad">{moreText(problem)}</FormMessage> : null}
    </fieldset>
  );
}
