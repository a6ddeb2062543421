import { queryState } from '@bx/platform';
import { cardStyle, ProfitAmount, wonProfit } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { QueryView } from '../../../shared/query-view';
import type { DateRange } from '../../../shared/seoul-days';
import { useDailyProfit } from '../api/get-daily-profit';
import { summarizeProfit, type ProfitSummary } from '../utils/profit-summary';
import { searchText } from '../../../shared/search-text';

/** The period's realized profit: the total, then each Seoul day that had a closed trade. */
export function DailyProfitSummary({ range }: { range: DateRange }) {
  const theme = useTheme();
  const daily = useDailyProfit(range);
  return (
    <section aria-label={searchText('SEARCH_PROFIT_TITLE')} css={cardStyle(theme)}>
      <QueryView state={queryState(daily)} error={daily.error}>
        {(rows) => <SummaryBody summary={summarizeProfit(rows)} />}
      </QueryView>
    </section>
  );
}

function SummaryBody({ summary }: { summary: ProfitSummary }) {
  const theme = useTheme();
  return (
    <>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <div css={{ display: 'grid', gap: 2 }}>
          <h2 css={{ margin: 0, fontSize: 14, fontWeight: 500, color: theme.color.textMuted }}>
            {searchText('SEARCH_PROFIT_TITLE')}
          </h2>
          <span css={{ fontSize: 13, color: theme.color.textMuted }}>
            {searchText('SEARCH_TRADE_COUNT', { count: summary.trades })}
          </span>
        </div>
        <ProfitAmount amount={summary.total} format={wonProfit} size={20} />
      </div>
      {summary.days.length > 0 ? (
        <ul
          aria-label={searchText('SEARCH_PROFIT_DAILY')}
          css={{
            display: 'grid',
            margin: 0,
            padding: 0,
            listStyle: 'none',
            borderTop: `1px solid ${theme.color.border}`,
          }}
        >
          {summary.days.map((day) => (
            <li
              key={day.date}
              css={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr auto',
                alignItems: 'baseline',
                gap: 8,
                padding: '8px 0',
                fontSize: 14,
                ':not(:last-of-type)': { borderBottom: `1px solid ${theme.color.gridLine}` },
              }}
            >
              <time dateTime={day.date}>{day.date}</time>
              <span css={{ color: theme.color.textMuted, fontSize: 13 }}>
                {searchText('SEARCH_TRADE_COUNT', { count: day.trades })}
              </span>
              <ProfitAmount amount={day.profit} format={wonProfit} size={14} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
