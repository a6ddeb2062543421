import type { ContentItem, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

export const NOTICE_PAGE_SIZE = 10;

/** GET /api/content/notice as pages, newest first; `keyword` matches the title or the text. */
export function getNoticePage(keyword: string, page: number): Promise<Page<ContentItem>> {
  return apiRequest<Page<ContentItem>>('get', 'content/notice', {
    query: { keyword: keyword || undefined, page, size: NOTICE_PAGE_SIZE },
  });
}

export const noticePageKeys = {
  page: (keyword: string, page: number) => [...moreKeys.content, 'notice', 'page', keyword, page] as const,
};

export function useNoticePage(keyword: string, page: number) {
  return useQuery({
    queryKey: noticePageKeys.page(keyword, page),
    queryFn: () => getNoticePage(keyword, page),
    // Turning a page keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}
