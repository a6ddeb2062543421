import { DnwHistoryList } from '../features/dnw-history/components/dnw-history-list';
import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';
import { walletText } from '../shared/wallet-text';

/**
 * /wallet/dnw_history (입출금내역): every request of mine, newest first, the waiting ones cancellable. The host's
 * header shows the title; the page's heading is for assistive technology.
 */
export function DnwHistoryScreen() {
  return (
    <Screen label={walletText('TITLE_DNW_HISTORY')}>
      <h1 css={visuallyHidden}>{walletText('TITLE_DNW_HISTORY')}</h1>
      <DnwHistoryList />
    </Screen>
  );
}
