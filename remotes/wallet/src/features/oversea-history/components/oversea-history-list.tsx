import { OverseaTradeRow } from '@bx/ui';

import { HistoryList } from '../../../shared/history-list';
import type { DayRange } from '../../../shared/history-period';
import { useOverseaHistory } from '../api/get-oversea-history';
import { walletText } from '../../../shared/wallet-text';

/** My closed overseas futures trades within the period, newest first, 20 at a time. */
export function OverseaHistoryList({ range }: { range: DayRange | null }) {
  return (
    <HistoryList
      query={useOverseaHistory(range)}
      label={walletText('TRADE_HISTORY_OVERSEA')}
      empty={walletText('TRADE_HISTORY_OVERSEA_EMPTY')}
      renderRow={(trade) => <OverseaTradeRow key={trade.id} trade={trade} />}
    />
  );
}
