import { fileURLToPath } from 'node:url';

import type { AutoloadPluginOptions } from '@fastify/autoload';

/**
 * How src/routes is loaded (@fastify/autoload): a folder is its calls' URL prefix (api/futures -> /api/futures),
 * and its autohooks.ts guards it and every folder below it. A folder named in parentheses is a role, not a path
 * segment: api/(signed-in)/futures answers /api/futures behind the sign-in of (signed-in) and the futures flag of
 * its own hooks, so each guard is declared once, by the folder of the calls it guards. A file without a default
 * plugin export (schemas, helpers) is skipped.
 */
// Running as TypeScript means a loader for it is active (tsx, Vitest); autoload recognises only some loaders by
// how they were started (not `node --import tsx`) and would refuse the .ts route files without this.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

export const routeFolders: AutoloadPluginOptions = {
  dir: fileURLToPath(new URL('.', import.meta.url)),
  ignorePattern: /(^|\/)route-folders\.(ts|js)$/,
  autoHooks: true,
  cascadeHooks: true,
  dirNameRoutePrefix: (_parent, folder) => (/^\(.+\)$/.test(folder) ? false : folder),
};
