import type { ContentItem, ContentKind } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

export interface ContentListFilter {
  siteId: number;
  kind: ContentKind;
  keyword?: string | undefined;
  page: number;
  size: number;
}

const COLUMNS = `id, kind, title, content, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`;

/** `%`, `_` and `\` in a keyword match themselves. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createContentRepository(db: Queryable) {
  return {
    async insert(
      item: { siteId: number; kind: ContentKind; title: string; content: string; isForce?: boolean },
      q: Queryable = db,
    ): Promise<ContentItem> {
      const rows = await q.query<ContentItem>(
        `INSERT INTO content_item (site_id, kind, title, content, is_force) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${COLUMNS}`,
        [item.siteId, item.kind, item.title, item.content, item.isForce ?? false],
      );
      return rows[0]!;
    },

    async find(siteId: number, kind: ContentKind, id: number): Promise<ContentItem | undefined> {
      const rows = await db.query<ContentItem>(
        `SELECT ${COLUMNS} FROM content_item WHERE site_id = $1 AND kind = $2 AND id = $3`,
        [siteId, kind, id],
      );
      return rows[0];
    },

    /** Newest first; the keyword matches title or content, case-insensitively. */
    async list(filter: ContentListFilter): Promise<{ content: ContentItem[]; totalElements: number }> {
      const keyword =
        filter.keyword === undefined || filter.keyword.trim() === ''
          ? null
          : likePattern(filter.keyword.trim());
      const where = `site_id = $1 AND kind = $2 AND ($3::text IS NULL OR title ILIKE $3 OR content ILIKE $3)`;
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM content_item WHERE ${where}`,
        [filter.siteId, filter.kind, keyword],
      );
      const content = await db.query<ContentItem>(
        `SELECT ${COLUMNS} FROM content_item WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
        [filter.siteId, filter.kind, keyword, filter.size, (filter.page - 1) * filter.size],
      );
      return { content, totalElements: count?.total ?? 0 };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
