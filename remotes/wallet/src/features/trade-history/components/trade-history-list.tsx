import { useTradeOptions } from '@bx/platform';
import { useMemo } from 'react';

import { HistoryList } from '../../../shared/history-list';
import type { DayRange } from '../../../shared/history-period';
import { useTradeHistory } from '../api/get-trade-history';

import { BetRow } from './bet-row';
import { walletText } from '../../../shared/wallet-text';

/** My binary bets of every option within the period, newest first, 20 at a time with a button for the next page. */
export function TradeHistoryList({ range }: { range: DayRange | null }) {
  const history = useTradeHistory(range);
  const options = useTradeOptions();
  const optionById = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  return (
    <HistoryList
      query={history}
      label={walletText('TITLE_TRADE_HISTORY')}
      empty={walletText('TRADE_HISTORY_EMPTY')}
      renderRow={(bet) => <BetRow key={bet.id} bet={bet} option={optionById.get(bet.tradeOptionId)} />}
    />
  );
}
