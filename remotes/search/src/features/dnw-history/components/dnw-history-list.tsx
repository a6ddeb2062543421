import { pagedRowsState } from '@bx/platform';
import { PagedList } from '@bx/ui';
import { useTheme } from '@emotion/react';

import { QueryView } from '../../../shared/query-view';
import type { DateRange } from '../../../shared/seoul-days';
import { useDnwHistory } from '../api/get-dnw-history';
import type { DnwTypeFilter } from '../utils/type-filter';

import { DnwRow } from './dnw-row';
import { searchText } from '../../../shared/search-text';

/** The period's requests of the chosen kind, newest first, with a button for the next page while there is one. */
export function DnwHistoryList({ range, filter }: { range: DateRange; filter: DnwTypeFilter }) {
  const theme = useTheme();
  const history = useDnwHistory(range, filter);
  const items = pagedRowsState(history);
  return (
    <section aria-label={searchText('DNW_SEARCH_TITLE')} css={{ display: 'grid', gap: 8 }}>
      <QueryView state={items} error={history.error}>
        {(rows) =>
          rows.length === 0 ? (
            <p css={{ margin: 0, padding: '24px 16px', textAlign: 'center', color: theme.color.textMuted }}>
              {searchText('DNW_HISTORY_EMPTY_PERIOD')}
            </p>
          ) : (
            <PagedList
              label={searchText('DNW_SEARCH_TITLE')}

              rows={rows}

              renderRow={(item) => <DnwRow key={item.id} item={item} />}

              query={history}

              moreLabel={searchText('DNW_HISTORY_MORE')}
            />
          )
        }
      </QueryView>
    </section>
  );
}
