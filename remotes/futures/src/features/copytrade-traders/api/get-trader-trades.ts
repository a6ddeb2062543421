import type { CopyTraderTrade, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';

import { futuresKeys } from '../../../shared/futures-keys';
import { PAGE_SIZE, usePagedQuery } from '../../../shared/paged-query';

/** GET /api/copytrade/history/trader {traderId, page, size}: a trader's fills, newest first. */
export function getTraderTrades(traderId: number, page: number): Promise<Page<CopyTraderTrade>> {
  return apiRequest<Page<CopyTraderTrade>>('get', 'copytrade/history/trader', {
    query: { traderId, page, size: PAGE_SIZE },
  });
}

export const useTraderTrades = (traderId: number) =>
  usePagedQuery(futuresKeys.copyTraderTrades(traderId), (page) => getTraderTrades(traderId, page));
