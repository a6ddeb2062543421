import type { Bet } from '@bx/contracts';
import { clientText, queryState, type QueryState } from '@bx/platform';
import { useTheme } from '@emotion/react';
import { useState } from 'react';

import { ListState } from '../../../shared/list-state';
import { HISTORY_PAGE_SIZE, useBetHistory } from '../api/get-bet-history';

import { BetList } from './bet-list';

/** My bets on the option, a page at a time, each with its status. */
export function BetHistory({ tradeOptionId, currency }: { tradeOptionId: number; currency: string }) {
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const history = useBetHistory(tradeOptionId, page);
  const total = history.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const loaded = queryState(history);
  const rows: QueryState<Bet[]> =
    loaded.status === 'ready' ? { status: 'ready', data: loaded.data.content } : loaded;
  const pager = {
    minHeight: 36,
    padding: '0 14px',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius,
    background: 'transparent',
    color: theme.color.text,
    cursor: 'pointer',
    ':disabled': { opacity: 0.4, cursor: 'default' },
  } as const;
  return (
    <div>
      <ListState list={rows} error={history.error} empty={clientText('HISTORY_EMPTY')}>
        {(items) => <BetList bets={items} currency={currency} label={clientText('TAB_HISTORY')} />}
      </ListState>
      {total > HISTORY_PAGE_SIZE ? (
        <nav
          aria-label={clientText('PAGES')}
          css={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12, paddingTop: 10 }}
        >
          <button type="button" css={pager} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {clientText('PAGE_PREVIOUS')}
          </button>
          <span css={{ fontSize: 13, color: theme.color.textMuted }}>{`${page} / ${pages}`}</span>
          <button type="button" css={pager} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {clientText('PAGE_NEXT')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
