import type { EconomicEvent } from '@bx/contracts';
import { queryState } from '@bx/platform';
import { TabBar, Card, SwitchRow } from '@bx/ui';
import { useTheme } from '@emotion/react';
import { useMemo, useState } from 'react';

import { LoadState } from '../../../shared/list-state';
import { Screen } from '../../../shared/screen';
import { useEconomicList } from '../api/get-economic-list';
import { calendarDays, onLocalDay, utcRangeFor } from '../utils/economic-days';
import { moreText } from '../../../shared/more-text';

const two = (value: number) => String(value).padStart(2, '0');
const timeOf = (epochMs: number) => {
  const at = new Date(epochMs);
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
};

/** /more/economic: the releases of one day (yesterday to five days ahead), high importance only on request. */
export function EconomicCalendar() {
  const days = useMemo(() => calendarDays(Date.now()), []);
  const [day, setDay] = useState(days[1]!);
  const [highOnly, setHighOnly] = useState(false);
  const range = utcRangeFor(day);
  const list = useEconomicList(range.startDate, range.endDate, highOnly ? 3 : 1);
  const state = queryState(list);
  const shown = state.status === 'ready' ? { ...state, data: onLocalDay(state.data, day) } : state;
  return (
    <Screen>
      {/* Seven days share 360 px: the tabs drop the button padding and never wrap a label. */}
      <div css={{ '& [role="tab"]': { padding: 0, whiteSpace: 'nowrap', fontSize: 13 } }}>
        <TabBar
          items={days.map((id, index) => ({
            id,
            label: index === 1 ? moreText('ECONOMIC_TODAY') : id.slice(5).replace('-', '/'),
          }))}
          selected={day}
          onSelect={setDay}
        />
      </div>
      <SwitchRow label={moreText('ECONOMIC_HIGH_ONLY')} checked={highOnly} onChange={setHighOnly} />
      <LoadState state={shown} error={list.error} empty={moreText('ECONOMIC_EMPTY')}>
        {(events) => (
          <ul
            aria-label={moreText('ECONOMIC_LIST')}
            css={{ display: 'grid', gap: 10, margin: 0, padding: 0 }}
          >
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        )}
      </LoadState>
    </Screen>
  );
}

function EventRow({ event }: { event: EconomicEvent }) {
  const theme = useTheme();
  const figures = [
    ['ECONOMIC_ACTUAL', event.actual],
    ['ECONOMIC_FORECAST', event.forecast],
    ['ECONOMIC_PREVIOUS', event.previous],
  ] as const;
  return (
    <li css={{ listStyle: 'none' }}>
      <Card label={event.title} accent={event.importance === 3}>
        <header
          css={{
            display: 'flex',
            gap: 8,
            alignItems: 'baseline',
            fontSize: 13,
            color: theme.color.textMuted,
          }}
        >
          <time>{timeOf(event.scheduledAt)}</time>
          <span>{event.country}</span>
          <span
            aria-label={moreText('ECONOMIC_IMPORTANCE', { level: event.importance })}
            css={{ marginLeft: 'auto', color: theme.color.accent, letterSpacing: 2 }}
          >
            {'★'.repeat(event.importance)}
            <span css={{ color: theme.color.border }}>{'★'.repeat(3 - event.importance)}</span>
          </span>
        </header>
        <strong css={{ fontSize: 15 }}>{event.title}</strong>
        <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', margin: 0, textAlign: 'center' }}>
          {figures.map(([code, value]) => (
            <div key={code}>
              <dt css={{ fontSize: 12, color: theme.color.textMuted }}>{moreText(code)}</dt>
              <dd
                css={{ margin: '2px 0 0', fontSize: 15, fontWeight: code === 'ECONOMIC_ACTUAL' ? 700 : 400 }}
              >
                {value ?? '-'}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </li>
  );
}
