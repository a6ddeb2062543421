import type { CopyTrader, CopyTraderSort, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';
import type { TraderPeriod } from '../utils/trader-period';

/**
 * What the ranking shows: its order and the period whose figures it reads, a name to look for ('' for every
 * trader) and whether full ones are left out.
 */
export interface TraderListQuery {
  sort: CopyTraderSort;
  period: TraderPeriod;
  name: string;
  hideFull: boolean;
}

/** GET /api/copytrade/trader/list {page, size, name?, isHideFull, sort, period?}: one page of the ranking. */
export function getTraderList(query: TraderListQuery, page: number): Promise<Page<CopyTrader>> {
  return apiRequest<Page<CopyTrader>>('get', 'copytrade/trader/list', {
    query: {
      page,
      size: PAGE_SIZE,
      sort: query.sort,
      period: query.period === 'ALL' ? undefined : query.period,
      name: query.name === '' ? undefined : query.name,
      isHideFull: query.hideFull ? '1' : '0',
    },
  });
}

/** The ranking, a page at a time; each order, name and filter is its own list in the cache. */
export const useTraderList = (query: TraderListQuery) =>
  usePagedQuery(futuresKeys.copyTraderList(query), (page) => getTraderList(query, page));
