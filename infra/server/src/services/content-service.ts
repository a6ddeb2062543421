import { TOPICS, type ContentItem, type ContentKind, type ForceNoticeEvent } from '@bx/contracts';

import { sanitizeHtml } from '../content/sanitize-html.js';
import { AppError } from '../errors/app-error.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { Repositories } from '../repositories/repositories.js';

export interface ContentPage {
  content: ContentItem[];
  page: number;
  size: number;
  totalElements: number;
}

/** Notices and the other content lists; HTML is sanitized on write. */
export function createContentService(deps: { repos: Repositories; realtime: Realtime }) {
  const { repos, realtime } = deps;

  return {
    async get(siteId: number, kind: ContentKind, id: number): Promise<ContentItem> {
      const item = await repos.content.find(siteId, kind, id);
      if (item === undefined) throw new AppError(404, 'CONTENT_NOT_FOUND');
      return item;
    },

    async list(
      siteId: number,
      kind: ContentKind,
      query: { keyword?: string | undefined; page: number; size: number },
    ): Promise<ContentPage> {
      const { content, totalElements } = await repos.content.list({ siteId, kind, ...query });
      return { content, page: query.page, size: query.size, totalElements };
    },

    async create(
      siteId: number,
      kind: ContentKind,
      input: { title: string; content: string; force?: boolean | undefined },
    ): Promise<ContentItem> {
      const item = await repos.content.insert({
        siteId,
        kind,
        title: input.title.trim(),
        content: sanitizeHtml(input.content),
        isForce: input.force === true,
      });
      if (input.force === true) {
        const event: ForceNoticeEvent = {
          type: 'FORCE_NOTICE',
          data: { id: item.id, title: item.title, content: item.content },
        };
        realtime.broadcast(TOPICS.notice(siteId), event);
      }
      return item;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
