import { randomUUID } from 'node:crypto';

import type { FilePurpose, UploadedFile, UploadMime } from '@bx/contracts';

import type { Db } from '../db/db.js';
import type { FileStore } from '../files/file-store.js';
import { sniffMime } from '../files/file-store.js';
import type { FileRepository } from '../repositories/file-repository.js';
import type { Repositories } from '../repositories/repositories.js';
import { requireMoneyMover } from '../wallet/money-mover.js';
import { FileRefusal } from './file-refusal.js';

/**
 * Receipts and ID images (POST /api/file, GET /api/file/{id}): a player's upload, kept by kind as its bytes say,
 * and served back only to that player and to the operators of its site.
 */
export function createFileService(deps: {
  db: Db;
  repos: Repositories;
  files: FileRepository;
  store: FileStore;
}) {
  const { db, repos, files, store } = deps;
  return {
    async upload(
      caller: { userId: number; siteId: number },
      input: { bytes: Buffer; purpose: FilePurpose },
    ): Promise<UploadedFile> {
      await requireMoneyMover(repos, caller.userId);
      const mime = sniffMime(input.bytes);
      if (mime === undefined) throw new FileRefusal('FILE_TYPE_UNSUPPORTED');
      const saved = await store.save(caller.siteId, input.bytes);
      const row = {
        id: randomUUID(),
        siteId: caller.siteId,
        ownerId: caller.userId,
        purpose: input.purpose,
        mime,
        size: input.bytes.length,
        ...saved,
      };
      try {
        await db.tx((q) => files.insert(row, q));
      } catch (error) {
        await store.remove(saved.path);
        throw error;
      }
      return { id: row.id, mime, size: row.size, purpose: row.purpose };
    },

    /** The file's bytes for its owner or an operator of its site; FILE_NOT_FOUND for anyone else. */
    async download(
      caller: { userId: number; siteId: number },
      id: string,
    ): Promise<{ mime: UploadMime; bytes: Buffer }> {
      const file = await files.byId(id);
      if (file === undefined || file.siteId !== caller.siteId) throw new FileRefusal('FILE_NOT_FOUND');
      if (file.ownerId !== caller.userId) {
        const user = await repos.users.findById(caller.userId);
        if (user?.role !== 'ADMIN' || user.siteId !== file.siteId) throw new FileRefusal('FILE_NOT_FOUND');
      }
      return { mime: file.mime, bytes: await store.read(file.path) };
    },

    /** The caller's own file, for a request that names it as its receipt. */
    async assertOwn(userId: number, id: string): Promise<void> {
      const file = await files.byId(id);
      if (file === undefined || file.ownerId !== userId) throw new FileRefusal('FILE_NOT_FOUND');
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
