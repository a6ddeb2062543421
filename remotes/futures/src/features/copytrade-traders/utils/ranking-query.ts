import type { CopyTraderSort } from '@bx/contracts';

import type { TraderListQuery } from '../api/get-trader-list';

import { TRADER_PERIODS } from './trader-period';

export const TRADER_SORTS: readonly CopyTraderSort[] = [
  'ROI',
  'PNL',
  'MDD',
  'WIN_RATE',
  'FOLLOWER_PNL',
  'AUC',
  'FOLLOWERS',
  'LATEST',
];

/**
 * The ranking the address asks for (?sort=PNL&period=30&name=kim&hideFull=1), so that coming back from a trader's
 * page or reloading keeps it: by all-time ROI, every trader, full ones shown, unless it says otherwise.
 */
export function rankingQueryOf(params: URLSearchParams): TraderListQuery {
  return {
    sort: TRADER_SORTS.find((sort) => sort === params.get('sort')) ?? 'ROI',
    period: TRADER_PERIODS.find((period) => period !== 'ALL' && period === params.get('period')) ?? 'ALL',
    name: (params.get('name') ?? '').trim(),
    hideFull: params.get('hideFull') === '1',
  };
}

/** The address's params for a ranking: only what differs from the first one. */
export function rankingParamsOf(query: TraderListQuery): Record<string, string> {
  return {
    ...(query.sort === 'ROI' ? {} : { sort: query.sort }),
    ...(query.period === 'ALL' ? {} : { period: query.period }),
    ...(query.name === '' ? {} : { name: query.name }),
    ...(query.hideFull ? { hideFull: '1' } : {}),
  };
}
