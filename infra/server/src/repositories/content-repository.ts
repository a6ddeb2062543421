import type { AdminContentItem, ContentItem, ContentKind } from '@bx/contracts';

import type { Queryable } from '../db/db.js';

export interface ContentListFilter {
  siteId: number;
  kind: ContentKind;
  keyword?: string | undefined;
  page: number;
  size: number;
}

const COLUMNS = `id, kind, title, content, (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"`;
/** What operators see besides: whether it was forced, and when it last changed. */
const ADMIN_COLUMNS = `${COLUMNS}, is_force AS "isForce",
  (extract(epoch FROM updated_at) * 1000)::float8 AS "updatedAt"`;
/** Deleted items are gone for everyone (migration 028); the audit log keeps what they were. */
const OF_ITEM = 'site_id = $1 AND kind = $2 AND id = $3 AND deleted_at IS NULL';

/** `%`, `_` and `\` in a keyword match themselves. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createContentRepository(db: Queryable) {
  /** Newest first; the keyword matches title or content, case-insensitively. */
  async function list<T>(
    filter: ContentListFilter,
    columns: string,
  ): Promise<{ content: T[]; totalElements: number }> {
    const keyword =
      filter.keyword === undefined || filter.keyword.trim() === ''
        ? null
        : likePattern(filter.keyword.trim());
    const where = `site_id = $1 AND kind = $2 AND deleted_at IS NULL
      AND ($3::text IS NULL OR title ILIKE $3 OR content ILIKE $3)`;
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM content_item WHERE ${where}`,
      [filter.siteId, filter.kind, keyword],
    );
    const content = await db.query<T>(
      `SELECT ${columns} FROM content_item WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
      [filter.siteId, filter.kind, keyword, filter.size, (filter.page - 1) * filter.size],
    );
    return { content, totalElements: count?.total ?? 0 };
  }

  return {
    async insert(
      item: { siteId: number; kind: ContentKind; title: string; content: string; isForce?: boolean },
      q: Queryable = db,
    ): Promise<AdminContentItem> {
      const rows = await q.query<AdminContentItem>(
        `INSERT INTO content_item (site_id, kind, title, content, is_force) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${ADMIN_COLUMNS}`,
        [item.siteId, item.kind, item.title, item.content, item.isForce ?? false],
      );
      return rows[0]!;
    },

    async find(siteId: number, kind: ContentKind, id: number): Promise<ContentItem | undefined> {
      const rows = await db.query<ContentItem>(`SELECT ${COLUMNS} FROM content_item WHERE ${OF_ITEM}`, [
        siteId,
        kind,
        id,
      ]);
      return rows[0];
    },

    /** One item as operators see it; undefined for another site's, another kind's or a deleted one. */
    async findForAdmin(
      siteId: number,
      kind: ContentKind,
      id: number,
      q: Queryable = db,
    ): Promise<AdminContentItem | undefined> {
      const rows = await q.query<AdminContentItem>(
        `SELECT ${ADMIN_COLUMNS} FROM content_item WHERE ${OF_ITEM}`,
        [siteId, kind, id],
      );
      return rows[0];
    },

    list(filter: ContentListFilter): Promise<{ content: ContentItem[]; totalElements: number }> {
      return list<ContentItem>(filter, COLUMNS);
    },

    listForAdmin(filter: ContentListFilter): Promise<{ content: AdminContentItem[]; totalElements: number }> {
      return list<AdminContentItem>(filter, ADMIN_COLUMNS);
    },

    /** The item changed (a field left undefined stays); undefined when there is no such item. */
    async update(
      key: { siteId: number; kind: ContentKind; id: number },
      change: { title?: string | undefined; content?: string | undefined; at: Date },
      q: Queryable = db,
    ): Promise<AdminContentItem | undefined> {
      const rows = await q.query<AdminContentItem>(
        `UPDATE content_item SET title = coalesce($4, title), content = coalesce($5, content), updated_at = $6
         WHERE ${OF_ITEM} RETURNING ${ADMIN_COLUMNS}`,
        [key.siteId, key.kind, key.id, change.title ?? null, change.content ?? null, change.at],
      );
      return rows[0];
    },

    /** False when there is no such item (or it was deleted already). */
    async softDelete(
      key: { siteId: number; kind: ContentKind; id: number },
      at: Date,
      q: Queryable = db,
    ): Promise<boolean> {
      const rows = await q.query<{ id: number }>(
        `UPDATE content_item SET deleted_at = $4 WHERE ${OF_ITEM} RETURNING id`,
        [key.siteId, key.kind, key.id, at],
      );
      return rows.length === 1;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
