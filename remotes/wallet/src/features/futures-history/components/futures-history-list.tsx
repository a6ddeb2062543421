import { HistoryList } from '../../../shared/history-list';
import type { DayRange } from '../../../shared/history-period';
import { useFuturesHistory } from '../api/get-futures-history';

import { FuturesOrderRow } from './futures-order-row';
import { walletText } from '../../../shared/wallet-text';

/** My futures orders done with (filled or cancelled) within the period, newest first, 20 at a time. */
export function FuturesHistoryList({ range }: { range: DayRange | null }) {
  return (
    <HistoryList
      query={useFuturesHistory(range)}
      label={walletText('TRADE_HISTORY_FUTURES')}
      empty={walletText('TRADE_HISTORY_FUTURES_EMPTY')}
      renderRow={(order) => <FuturesOrderRow key={order.id} order={order} />}
    />
  );
}
