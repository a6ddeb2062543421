import path from 'node:path';

import { originalOf } from './precompressed.js';

/** webpack-style `[name].[contenthash].js` or `[contenthash].js`: the name changes whenever the content does. */
const CONTENT_HASH = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files with a content hash never change under their name and may be cached for good; everything else
 * (index.html, mf-manifest.json, remoteEntry.js, ...) is revalidated so a redeploy shows on the next load.
 * A compressed twin has the policy of the file it stands for.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(originalOf(filePath))) ? IMMUTABLE : NO_CACHE;
}
