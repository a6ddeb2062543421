import { clientText, useSiteFlags } from '@bx/platform';

import { TradeHistoryList } from '../features/trade-history/components/trade-history-list';
import { NoticeCard } from '../shared/notice-card';
import { Screen } from '../shared/screen';
import { visuallyHidden } from '../shared/visually-hidden';

/**
 * /wallet/history (거래내역): the spec shows it for futures, or for binary when the site offers it. Futures keep
 * no history yet, so it lists my binary bets where the binary flag is on and says there is nothing to show
 * elsewhere.
 */
export function TradeHistoryScreen() {
  const { binary } = useSiteFlags();
  return (
    <Screen label={clientText('TITLE_TRADE_HISTORY')}>
      <h1 css={visuallyHidden}>{clientText('TITLE_TRADE_HISTORY')}</h1>
      {binary ? <TradeHistoryList /> : <NoticeCard>{clientText('TRADE_HISTORY_OFF')}</NoticeCard>}
    </Screen>
  );
}
