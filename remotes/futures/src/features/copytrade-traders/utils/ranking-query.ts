import type { CopyTraderSort } from '@bx/contracts';

import type { TraderListQuery } from '../api/get-trader-list';

export const TRADER_SORTS: readonly CopyTraderSort[] = ['ROI', 'PNL', 'FOLLOWERS', 'LATEST'];

/**
 * The ranking the address asks for (?sort=PNL&name=kim&hideFull=1), so that coming back from a trader's page
 * or reloading keeps it: by ROI, every trader, full ones shown, unless it says otherwise.
 */
export function rankingQueryOf(params: URLSearchParams): TraderListQuery {
  return {
    sort: TRADER_SORTS.find((sort) => sort === params.get('sort')) ?? 'ROI',
    name: (params.get('name') ?? '').trim(),
    hideFull: params.get('hideFull') === '1',
  };
}

/** The address's params for a ranking: only what differs from the first one. */
export function rankingParamsOf(query: TraderListQuery): Record<string, string> {
  return {
    ...(query.sort === 'ROI' ? {} : { sort: query.sort }),
    ...(query.name === '' ? {} : { name: query.name }),
    ...(query.hideFull ? { hideFull: '1' } : {}),
  };
}
