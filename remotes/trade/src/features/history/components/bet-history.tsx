import type { Bet } from '@bx/contracts';
import { queryState, type QueryState } from '@bx/platform';
import { ListState, Pager } from '@bx/ui';
import { useState } from 'react';

import { HISTORY_PAGE_SIZE, useBetHistory } from '../api/get-bet-history';

import { BetList } from './bet-list';
import { tradeText } from '../../../shared/trade-text';

/** My bets on the option, a page at a time, each with its status. */
export function BetHistory({ tradeOptionId, currency }: { tradeOptionId: number; currency: string }) {
  const [page, setPage] = useState(1);
  const history = useBetHistory(tradeOptionId, page);
  const total = history.data?.totalElements ?? 0;
  const loaded = queryState(history);
  const rows: QueryState<Bet[]> =
    loaded.status === 'ready' ? { status: 'ready', data: loaded.data.content } : loaded;
  return (
    <div>
      <ListState list={rows} error={history.error} empty={tradeText('HISTORY_EMPTY')}>
        {(items) => <BetList bets={items} currency={currency} label={tradeText('TAB_HISTORY')} />}
      </ListState>
      <div css={{ paddingTop: 10 }}>
        <Pager page={page} total={total} size={HISTORY_PAGE_SIZE} onPage={setPage} />
      </div>
    </div>
  );
}
