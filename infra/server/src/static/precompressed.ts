/**
 * The build writes a brotli (.br) and a gzip (.gz) twin beside each text file above 1 KB
 * (shared/build-config/src/precompress-plugin.mjs); the static plugin sends the twin the browser accepts.
 */
const TWIN = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** The file a twin stands for (`main.1a2b3c4d.js` for `main.1a2b3c4d.js.br`); any other path as it is. */
export const originalOf = (filePath: string): string => filePath.replace(TWIN, '');

export const isTwin = (urlPath: string): boolean => TWIN.test(urlPath.split('?')[0] ?? '');

/** Whether the answer for this file depends on Accept-Encoding, which shared caches must be told. */
export const isNegotiated = (filePath: string): boolean => COMPRESSIBLE.test(originalOf(filePath));
