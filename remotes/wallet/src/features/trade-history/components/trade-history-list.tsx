import { clientText, pagedRowsState, useTradeOptions } from '@bx/platform';
import { ChoiceChips, ListState, PagedList } from '@bx/ui';
import { useMemo, useState } from 'react';

import { useTradeHistory } from '../api/get-trade-history';
import { HISTORY_PERIODS, PERIOD_LABELS, periodRange, type HistoryPeriod } from '../utils/history-period';

import { BetRow } from './bet-row';

/**
 * My binary bets of every option, newest first, 20 at a time with a button for the next page, within a period
 * (everything until the player narrows it).
 */
export function TradeHistoryList() {
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  // The period's days are fixed when it is chosen, so the query's key stays the same while it is shown.
  const range = useMemo(() => periodRange(period, Date.now()), [period]);
  const history = useTradeHistory(range);
  const options = useTradeOptions();
  const optionById = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  return (
    <>
      <ChoiceChips
        label={clientText('TRADE_HISTORY_PERIOD')}
        items={HISTORY_PERIODS.map((id) => ({ id, label: clientText(PERIOD_LABELS[id]) }))}
        selected={period}
        onSelect={setPeriod}
      />
      <ListState
        list={pagedRowsState(history)}
        error={history.error}
        empty={clientText('TRADE_HISTORY_EMPTY')}
      >
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
    </>
  );
}
