import type { CopyTraderSort } from '@bx/contracts';
import { Button, ChoiceChips, FieldRow, TextField } from '@bx/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Checkbox } from '../../../shared/checkbox';
import { PagedRows } from '../../../shared/paged-rows';
import { useTraderList, type TraderListQuery } from '../api/get-trader-list';
import { rankingParamsOf, rankingQueryOf, TRADER_SORTS } from '../utils/ranking-query';

import { PeriodChips } from './period-chips';
import { TraderCard } from './trader-card';
import { futuresText } from '../../../shared/futures-text';

const SORT_LABELS = {
  ROI: 'CT_ROI',
  PNL: 'CT_PNL',
  MDD: 'CT_MDD',
  WIN_RATE: 'CT_WIN_RATE',
  FOLLOWER_PNL: 'CT_SORT_FOLLOWER_PNL',
  AUC: 'CT_SORT_AUC',
  FOLLOWERS: 'CT_FOLLOWERS',
  LATEST: 'CT_SORT_LATEST',
} as const satisfies Record<CopyTraderSort, string>;

/**
 * The traders by ROI, PnL, the smallest drawdown, win rate, what their followers made, the assets under copy,
 * followers or the newest first, over all time or the last 7, 30 or 90 days; looked up by name, the full ones left
 * out on demand, a page at a time. The choice lives in the address, so the back arrow from a trader returns to it.
 * `followedTraderId` marks the player's own trader.
 */
export function TraderRanking({ followedTraderId }: { followedTraderId: number | null }) {
  const [params, setParams] = useSearchParams();
  const query = rankingQueryOf(params);
  const [name, setName] = useState(query.name);
  const traders = useTraderList(query);
  const change = (changes: Partial<TraderListQuery>) =>
    setParams(rankingParamsOf({ ...query, ...changes }), { replace: true });

  return (
    <div css={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ name: name.trim() });
        }}
      >
        <FieldRow>
          <TextField
            label={futuresText('CT_SEARCH_NAME')}
            type="search"
            value={name}
            onChange={(event) => setName(event.target.value)}
            enterKeyHint="search"
          />
          <Button type="submit">{futuresText('CT_SEARCH')}</Button>
        </FieldRow>
      </form>
      <ChoiceChips
        label={futuresText('CT_SORT')}
        items={TRADER_SORTS.map((sort) => ({ id: sort, label: futuresText(SORT_LABELS[sort]) }))}
        selected={query.sort}
        onSelect={(sort) => change({ sort })}
      />
      <PeriodChips value={query.period} onChange={(period) => change({ period })} />
      <Checkbox
        label={futuresText('CT_HIDE_FULL')}
        checked={query.hideFull}
        onChange={(hideFull) => change({ hideFull })}
      />
      <PagedRows
        query={traders}
        label={futuresText('CT_TRADERS')}
        empty={futuresText('CT_TRADERS_EMPTY')}
        renderRow={(trader) => (
          <TraderCard
            key={trader.id}
            trader={trader}
            period={query.period}
            following={trader.id === followedTraderId}
          />
        )}
      />
    </div>
  );
}
