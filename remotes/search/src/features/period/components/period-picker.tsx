import { Button, FormMessage } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';

import type { DateRange } from '../../../shared/seoul-days';
import {
  PERIOD_CHOICES,
  checkCustomRange,
  presetRange,
  type PeriodChoice,
  type PeriodRefusal,
} from '../utils/period';
import { searchText } from '../../../shared/search-text';

const CHOICE_LABELS = {
  today: 'SEARCH_PERIOD_TODAY',
  week: 'SEARCH_PERIOD_WEEK',
  month: 'SEARCH_PERIOD_MONTH',
  custom: 'SEARCH_PERIOD_CUSTOM',
} as const;

/**
 * The period a search covers: a preset (today, a week, a month, all ending today in Seoul) applies at once; a
 * custom one opens two day fields and applies once both are checked.
 */
export function PeriodPicker({
  choice,
  range,
  today,
  onChange,
}: {
  choice: PeriodChoice;
  range: DateRange;
  /** Today in Seoul: the last day any period may reach. */
  today: string;
  onChange: (choice: PeriodChoice, range: DateRange) => void;
}) {
  const theme = useTheme();
  const [editing, setEditing] = useState(choice === 'custom');
  const [draft, setDraft] = useState(range);
  const [refusal, setRefusal] = useState<PeriodRefusal | null>(null);
  const shown = editing ? 'custom' : choice;

  const pick = (next: PeriodChoice) => {
    setRefusal(null);
    if (next === 'custom') {
      setDraft(range);
      setEditing(true);
      return;
    }
    setEditing(false);
    onChange(next, presetRange(next, today));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustomRange(draft.startDate, draft.endDate, today);
    if ('refusal' in checked) {
      setRefusal(checked.refusal);
      return;
    }
    setRefusal(null);
    onChange('custom', checked.range);
  };

  return (
    <div css={{ display: 'grid', gap: 10 }}>
      <div
        role="group"
        aria-label={searchText('SEARCH_PERIOD')}
        css={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 6 }}
      >
        {PERIOD_CHOICES.map((id) => {
          const active = id === shown;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={active}
              onClick={() => pick(id)}
              css={{
                minHeight: 40,
                padding: 0,
                borderRadius: theme.radius,
                border: `1px solid ${active ? theme.color.accent : theme.color.border}`,
                background: active ? theme.color.accent : theme.color.surface,
                color: active ? theme.color.onAccent : theme.color.text,
                fontWeight: active ? 700 : 500,
                fontSize: 14,
                whiteSpace: 'nowrap',
                cursor: 'pointer',
              }}
            >
              {searchText(CHOICE_LABELS[id])}
            </button>
          );
        })}
      </div>
      {editing ? (
        <form onSubmit={apply} noValidate css={{ display: 'grid', gap: 8 }}>
          <div css={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 6 }}>
            <DayField
              label={searchText('SEARCH_PERIOD_START')}
              value={draft.startDate}
              max={today}
              onChange={(startDate) => setDraft({ ...draft, startDate })}
            />
            <span aria-hidden css={{ color: theme.color.textMuted }}>
              ~
            </span>
            <DayField
              label={searchText('SEARCH_PERIOD_END')}
              value={draft.endDate}
              max={today}
              onChange={(endDate) => setDraft({ ...draft, endDate })}
            />
          </div>
          {refusal ? <FormMessage tone="bad">{searchText(refusal.code, refusal.parts)}</FormMessage> : null}
          <Button type="submit">{searchText('SEARCH_PERIOD_APPLY')}</Button>
        </form>
      ) : null}
      <p css={{ margin: 0, fontSize: 13, color: theme.color.textMuted, textAlign: 'center' }}>
        <time dateTime={range.startDate}>{range.startDate}</time> ~{' '}
        <time dateTime={range.endDate}>{range.endDate}</time>
      </p>
    </div>
  );
}

function DayField({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  onChange: (day: string) => void;
}) {
  const theme = useTheme();
  return (
    <input
      type="date"
      aria-label={label}
      value={value}
      max={max}
      onChange={(event) => onChange(event.target.value)}
      css={{
        minWidth: 0,
        height: 44,
        padding: '0 8px',
        borderRadius: theme.radius,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
        color: theme.color.text,
        fontSize: 15,
        ':focus': { outline: 'none', borderColor: theme.color.accent },
      }}
    />
  );
}
