import { CLIENT_MESSAGES, type ContentItem, type Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { moreKeys } from '../../../shared/more-query-keys';

export type StaticPageCode = 'TITLE_TERMS' | 'TITLE_PRIVACY';

/** GET /api/content/static: the site's fixed pages (terms, privacy), few enough for one page. */
export function getStaticPages(): Promise<Page<ContentItem>> {
  return apiRequest<Page<ContentItem>>('get', 'content/static', { query: { page: 1, size: 100 } });
}

/**
 * The static page titled as the route is, in either language: operators write one page per title, and an
 * English site may still carry the Korean one.
 */
export function pickStaticPage(pages: ContentItem[], code: StaticPageCode): ContentItem | null {
  const titles: string[] = [CLIENT_MESSAGES[code].ko, CLIENT_MESSAGES[code].en];
  return pages.find((page) => titles.includes(page.title.trim())) ?? null;
}

export function useStaticPage(code: StaticPageCode) {
  return useQuery({
    queryKey: [...moreKeys.content, 'static'],
    queryFn: getStaticPages,
    select: (data) => pickStaticPage(data.content, code),
  });
}
