import { formatKstDate } from '@bx/contracts';
import { useSearchParams } from 'react-router-dom';

import { DailyProfitSummary } from '../features/oversea-history/components/daily-profit-summary';

import { TradeHistoryList } from '../features/oversea-history/components/trade-history-list';

import { useClosedTradeRefresh } from '../features/oversea-history/hooks/use-closed-trade-refresh';

import { PeriodPicker } from '../features/period/components/period-picker';

import { periodFromSearch, periodToSearch } from '../features/period/utils/period';

import { SearchTabs } from '../shared/search-tabs';

import { searchText } from '../shared/search-text';

/**
 * /search/oversea: my overseas futures trades closed in a period, with the period's profit per day. The period
 * lives in the address, so a reload or the way back keeps it. The bottom padding keeps the last trade's time
 * clear of the layout's back-to-top button.
 */
export function OverseaHistoryScreen() {
  useClosedTradeRefresh();
  const [params, setParams] = useSearchParams();
  const today = formatKstDate(Date.now());
  const { choice, range } = periodFromSearch(params, today);
  return (
    <section
      aria-label={searchText('SEARCH_OVERSEA_TITLE')}
      css={{ display: 'grid', gap: 14, alignContent: 'start', padding: '16px 16px 72px', minWidth: 0 }}
    >
      <SearchTabs />
      <h1 css={{ margin: 0, fontSize: 18 }}>{searchText('SEARCH_OVERSEA_TITLE')}</h1>
      <PeriodPicker
        choice={choice}
        range={range}
        today={today}
        onChange={(next, nextRange) => setParams(periodToSearch(next, nextRange), { replace: true })}
      />
      <DailyProfitSummary range={range} />
      <TradeHistoryList range={range} />
    </section>
  );
}
