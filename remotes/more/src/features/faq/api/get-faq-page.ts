import type { ContentItem, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

export const FAQ_PAGE_SIZE = 20;

/** GET /api/content/faq {page, size}: questions as titles, answers as HTML, newest first. */
export function getFaqPage(page: number): Promise<Page<ContentItem>> {
  return apiRequest<Page<ContentItem>>('get', 'content/faq', { query: { page, size: FAQ_PAGE_SIZE } });
}

export function useFaqPage(page: number) {
  return useQuery({
    queryKey: [...moreKeys.content, 'faq', page],
    queryFn: () => getFaqPage(page),
    placeholderData: keepPreviousData,
  });
}
