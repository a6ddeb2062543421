import { clientText, pagedRowsState, useTradeOptions } from '@bx/platform';
import { ListState, PagedList } from '@bx/ui';
import { useMemo } from 'react';

import type { DayRange } from '../../../shared/history-period';
import { useTradeHistory } from '../api/get-trade-history';

import { BetRow } from './bet-row';

/** My binary bets of every option within the period, newest first, 20 at a time with a button for the next page. */
export function TradeHistoryList({ range }: { range: DayRange | null }) {
  const history = useTradeHistory(range);
  const options = useTradeOptions();
  const optionById = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  return (
    <ListState list={pagedRowsState(history)} error={history.error} empty={clientText('TRADE_HISTORY_EMPTY')}>
      {(rows) => (
        <PagedList
          label={clientText('TITLE_TRADE_HISTORY')}
          rows={rows}
          renderRow={(bet) => <BetRow key={bet.id} bet={bet} option={optionById.get(bet.tradeOptionId)} />}
          query={history}
          moreLabel={clientText('DNW_HISTORY_MORE')}
        />
      )}
    </ListState>
  );
}
