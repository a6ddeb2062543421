import type { FilePurpose, UploadMime } from '@bx/contracts';

import type { Db, Queryable } from '../db/db.js';

/** An uploaded file's row (migration 021); its bytes are at `path` under the data directory. */
export interface FileRow {
  id: string;
  siteId: number;
  ownerId: number;
  purpose: FilePurpose;
  mime: UploadMime;
  size: number;
  sha256: string;
  path: string;
}

const COLUMNS = `id, site_id AS "siteId", owner_id AS "ownerId", purpose, mime, size, sha256, path`;

/** Receipts and ID images (POST /api/file). */
export function createFileRepository(db: Db) {
  return {
    async insert(file: FileRow, q: Queryable): Promise<FileRow> {
      const rows = await q.query<FileRow>(
        `INSERT INTO file (id, site_id, owner_id, purpose, mime, size, sha256, path)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [file.id, file.siteId, file.ownerId, file.purpose, file.mime, file.size, file.sha256, file.path],
      );
      return rows[0]!;
    },

    async byId(id: string): Promise<FileRow | undefined> {
      const rows = await db.query<FileRow>(`SELECT ${COLUMNS} FROM file WHERE id = $1`, [id]);
      return rows[0];
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
