import { formatKstDate } from '@bx/contracts';
import { useSearchParams } from 'react-router-dom';

import { DnwHistoryList } from '../features/dnw-history/components/dnw-history-list';

import { TypeFilterChips } from '../features/dnw-history/components/type-filter-chips';

import { useDnwPushRefresh } from '../features/dnw-history/hooks/use-dnw-push-refresh';

import { typeFilterFromSearch, typeFilterToSearch } from '../features/dnw-history/utils/type-filter';

import { PeriodPicker } from '../features/period/components/period-picker';

import { periodFromSearch, periodToSearch } from '../features/period/utils/period';

import { SearchTabs } from '../shared/search-tabs';

import { searchText } from '../shared/search-text';

/**
 * /search/dnw: my deposit and withdrawal requests made in a period, all kinds or one. The period and the kind
 * live in the address, so a reload or the way back keeps them. The bottom padding keeps the last row's time
 * clear of the layout's back-to-top button.
 */
export function DnwHistoryScreen() {
  useDnwPushRefresh();
  const [params, setParams] = useSearchParams();
  const today = formatKstDate(Date.now());
  const { choice, range } = periodFromSearch(params, today);
  const filter = typeFilterFromSearch(params);
  return (
    <section
      aria-label={searchText('DNW_SEARCH_TITLE')}
      css={{ display: 'grid', gap: 14, alignContent: 'start', padding: '16px 16px 72px', minWidth: 0 }}
    >
      <SearchTabs />
      <h1 css={{ margin: 0, fontSize: 18 }}>{searchText('DNW_SEARCH_TITLE')}</h1>
      <PeriodPicker
        choice={choice}
        range={range}
        today={today}
        onChange={(next, nextRange) =>
          setParams({ ...periodToSearch(next, nextRange), ...typeFilterToSearch(filter) }, { replace: true })
        }
      />
      <TypeFilterChips
        value={filter}
        onChange={(next) =>
          setParams({ ...periodToSearch(choice, range), ...typeFilterToSearch(next) }, { replace: true })
        }
      />
      <DnwHistoryList range={range} filter={filter} />
    </section>
  );
}
