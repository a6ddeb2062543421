import { HistoryList } from '../../../shared/history-list';
import { useDnwHistory } from '../api/get-dnw-history';

import { DnwRow } from './dnw-row';
import { walletText } from '../../../shared/wallet-text';

/** All my requests, newest first, 20 at a time with a button for the next page while there is one. */
export function DnwHistoryList() {
  return (
    <HistoryList
      query={useDnwHistory()}
      label={walletText('TITLE_DNW_HISTORY')}
      empty={walletText('DNW_HISTORY_EMPTY')}
      renderRow={(item) => <DnwRow key={item.id} item={item} />}
    />
  );
}
