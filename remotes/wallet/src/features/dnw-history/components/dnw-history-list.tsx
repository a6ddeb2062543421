import { clientText, pagedRowsState } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';

import { useDnwHistory } from '../api/get-dnw-history';

import { DnwRow } from './dnw-row';

/** All my requests, newest first, 20 at a time with a button for the next page while there is one. */
export function DnwHistoryList() {
  const history = useDnwHistory();
  const items = pagedRowsState(history);
  return (
    <ListState list={items} error={history.error} empty={clientText('DNW_HISTORY_EMPTY')}>
      {(rows) => (
        <PagedList
          label={clientText('TITLE_DNW_HISTORY')}

          rows={rows}

          renderRow={(item) => <DnwRow key={item.id} item={item} />}

          query={history}

          moreLabel={clientText('DNW_HISTORY_MORE')}
        />
      )}
    </ListState>
  );
}
