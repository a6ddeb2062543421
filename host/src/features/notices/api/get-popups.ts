import type { ContentItem, Page } from '@bx/contracts';
import { apiRequest } from '@bx/platform';
import { useQuery } from '@tanstack/react-query';

import { loadHtmlSanitizer } from '@bx/ui';

/** The most popups a site shows at once; operators keep a handful at most. */
const POPUPS_SHOWN_MAX = 20;

/** A popup as the dialog shows it: its HTML sanitized here as well as by the server. */
export interface ShownPopup {
  id: number;
  title: string;
  html: string;
}

/** GET /api/content/popup: the site's popups, newest first. */
export function getPopups(): Promise<Page<ContentItem>> {
  return apiRequest<Page<ContentItem>>('get', 'content/popup', {
    query: { page: 1, size: POPUPS_SHOWN_MAX },
  });
}

async function loadShownPopups(): Promise<ShownPopup[]> {
  const [page, sanitize] = await Promise.all([getPopups(), loadHtmlSanitizer()]);
  return page.content.map(({ id, title, content }) => ({ id, title, html: sanitize(content) }));
}

export const popupKeys = { all: ['content', 'popup'] as const };

/** The popups to offer a signed-in player; asked once a page load, they hardly change meanwhile. */
export function usePopups(enabled: boolean) {
  return useQuery({ queryKey: popupKeys.all, queryFn: loadShownPopups, enabled, staleTime: Infinity });
}
