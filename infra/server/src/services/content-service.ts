import {
  TOPICS,
  type AdminContentItem,
  type ContentItem,
  type ContentKind,
  type ForceNoticeEvent,
} from '@bx/contracts';

import type { Clock } from '../clock.js';
import { sanitizeHtml } from '../content/sanitize-html.js';
import type { Realtime } from '../realtime/realtime-server.js';
import type { Repositories } from '../repositories/repositories.js';
import { ContentRefusal } from './content-refusal.js';

export interface ContentPage<T = ContentItem> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
}

type ListQuery = { keyword?: string | undefined; page: number; size: number };

/** A title as stored: trimmed, and not empty once trimmed (400 VALIDATION naming the field). */
function titleOf(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw new ContentRefusal('VALIDATION', { detail: 'body.title' });
  return trimmed;
}

/** HTML as stored: sanitized, and something left of it (a body of scripts alone is 400 CONTENT_EMPTY). */
function contentOf(html: string): string {
  const clean = sanitizeHtml(html);
  if (clean.trim() === '') throw new ContentRefusal('CONTENT_EMPTY');
  return clean;
}

/** Notices and the other content lists; HTML is sanitized on write. Operators write, edit and delete them. */
export function createContentService(deps: { repos: Repositories; realtime: Realtime; clock: Clock }) {
  const { repos, realtime, clock } = deps;

  return {
    async get(siteId: number, kind: ContentKind, id: number): Promise<ContentItem> {
      const item = await repos.content.find(siteId, kind, id);
      if (item === undefined) throw new ContentRefusal('CONTENT_NOT_FOUND');
      return item;
    },

    async list(siteId: number, kind: ContentKind, query: ListQuery): Promise<ContentPage> {
      const { content, totalElements } = await repos.content.list({ siteId, kind, ...query });
      return { content, page: query.page, size: query.size, totalElements };
    },

    /** One item of the operator's site as operators see it (another site's: 404 CONTENT_NOT_FOUND). */
    async adminGet(siteId: number, kind: ContentKind, id: number): Promise<AdminContentItem> {
      const item = await repos.content.findForAdmin(siteId, kind, id);
      if (item === undefined) throw new ContentRefusal('CONTENT_NOT_FOUND');
      return item;
    },

    async adminList(
      siteId: number,
      kind: ContentKind,
      query: ListQuery,
    ): Promise<ContentPage<AdminContentItem>> {
      const { content, totalElements } = await repos.content.listForAdmin({ siteId, kind, ...query });
      return { content, page: query.page, size: query.size, totalElements };
    },

    /** A forced notice is also pushed as FORCE_NOTICE on /topic/notice/{siteId}; only notices are forced. */
    async create(
      siteId: number,
      kind: ContentKind,
      input: { title: string; content: string; force?: boolean | undefined },
    ): Promise<AdminContentItem> {
      if (input.force === true && kind !== 'notice') throw new ContentRefusal('FORCE_NOTICE_ONLY');
      const item = await repos.content.insert({
        siteId,
        kind,
        title: titleOf(input.title),
        content: contentOf(input.content),
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

    /** Changes the title, the content or both; a forced notice is not pushed again. */
    async update(
      siteId: number,
      input: { kind: ContentKind; id: number; title?: string | undefined; content?: string | undefined },
    ): Promise<AdminContentItem> {
      const item = await repos.content.update(
        { siteId, kind: input.kind, id: input.id },
        {
          title: input.title === undefined ? undefined : titleOf(input.title),
          content: input.content === undefined ? undefined : contentOf(input.content),
          at: new Date(clock.now()),
        },
      );
      if (item === undefined) throw new ContentRefusal('CONTENT_NOT_FOUND');
      return item;
    },

    /** Players (and operators) no longer see it; deleting it again is 404 CONTENT_NOT_FOUND. */
    async remove(siteId: number, input: { kind: ContentKind; id: number }): Promise<{ id: number }> {
      const deleted = await repos.content.softDelete(
        { siteId, kind: input.kind, id: input.id },
        new Date(clock.now()),
      );
      if (!deleted) throw new ContentRefusal('CONTENT_NOT_FOUND');
      return { id: input.id };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
