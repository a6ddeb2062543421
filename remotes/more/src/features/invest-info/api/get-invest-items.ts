import type { ContentItem, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

/** The two kinds of investment info the operators write. */
export type InvestKind = 'strategy' | 'promotion';

const INVEST_PAGE_SIZE = 20;

/** GET /api/content/strategy or /api/content/promotion: the newest items, each with its HTML. */
export function getInvestItems(kind: InvestKind): Promise<Page<ContentItem>> {
  return apiRequest<Page<ContentItem>>('get', `content/${kind}`, {
    query: { page: 1, size: INVEST_PAGE_SIZE },
  });
}

export function useInvestItems(kind: InvestKind) {
  return useQuery({ queryKey: [...moreKeys.content, kind], queryFn: () => getInvestItems(kind) });
}
