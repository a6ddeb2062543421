import { clientText } from '@bx/platform';

import { HistoryList } from '../../../shared/history-list';
import { useDnwHistory } from '../api/get-dnw-history';

import { DnwRow } from './dnw-row';

/** All my requests, newest first, 20 at a time with a button for the next page while there is one. */
export function DnwHistoryList() {
  return (
    <HistoryList
      query={useDnwHistory()}
      label={clientText('TITLE_DNW_HISTORY')}
      empty={clientText('DNW_HISTORY_EMPTY')}
      renderRow={(item) => <DnwRow key={item.id} item={item} />}
    />
  );
}
