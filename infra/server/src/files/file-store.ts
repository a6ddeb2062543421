import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { UploadMime } from '@bx/contracts';

/** The kinds accepted, by their first bytes (WEBP: "RIFF", a length, then "WEBP"). */
const SIGNATURES: ReadonlyArray<{ mime: UploadMime; at: number; bytes: Buffer }> = [
  { mime: 'image/png', at: 0, bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/jpeg', at: 0, bytes: Buffer.from([0xff, 0xd8, 0xff]) },
  { mime: 'image/webp', at: 8, bytes: Buffer.from('WEBP', 'latin1') },
  { mime: 'application/pdf', at: 0, bytes: Buffer.from('%PDF-', 'latin1') },
];
const RIFF = Buffer.from('RIFF', 'latin1');

/** What the bytes are, whatever the client said; undefined for anything but PNG, JPEG, WEBP and PDF. */
export function sniffMime(bytes: Buffer): UploadMime | undefined {
  const matches = (at: number, signature: Buffer) =>
    bytes.length >= at + signature.length && bytes.subarray(at, at + signature.length).equals(signature);
  return SIGNATURES.find(
    ({ mime, at, bytes: signature }) => matches(at, signature) && (mime !== 'image/webp' || matches(0, RIFF)),
  )?.mime;
}

/**
 * Uploaded files' bytes under the server's data directory (DATA_DIR/files/{site}/{random name}), outside every web
 * root: only GET /api/file/{id} serves them, after checking who asks. Names are random, never the client's.
 */
export function createFileStore(dataDir: string) {
  const root = path.join(dataDir, 'files');
  return {
    /** Writes the bytes under a fresh random name; answers the path relative to the data directory and the hash. */
    async save(siteId: number, bytes: Buffer): Promise<{ path: string; sha256: string }> {
      const relative = path.join('files', String(siteId), randomBytes(16).toString('hex'));
      await mkdir(path.join(root, String(siteId)), { recursive: true, mode: 0o700 });
      await writeFile(path.join(dataDir, relative), bytes, { flag: 'wx', mode: 0o600 });
      return { path: relative, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    read: (relative: string): Promise<Buffer> => readFile(path.join(dataDir, relative)),
    /** Takes back a file whose row was never stored. */
    remove: (relative: string): Promise<void> => rm(path.join(dataDir, relative), { force: true }),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
