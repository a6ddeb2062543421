import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { RemoteEntry, RemoteName } from '@bx/contracts';

/**
 * The pages players open first whose screen a remote draws (its `./App`, which the host loads): the trade pages (shared/app-kit's route table,
 * `trade.exchange*` and `trade.view*`). Without a hint the browser learns of that remote's files only after the
 * host's scripts have run and read /site.json; with one they download beside the host's own scripts.
 */
const FIRST_SCREENS: readonly { path: RegExp; remote: RemoteName }[] = [
  { path: /^\/exchange(View)?(\/[^/]+)?\/?$/, remote: 'trade' },
];

/** What of a remote's mf-manifest.json the hints read; anything else in it is left alone. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** A file name from the manifest, kept only if it is a plain relative name (never a URL or `..`). */
const PLAIN_FILE = /^[\w.-]+(\/[\w.-]+)*$/;
const plainFiles = (files: unknown): string[] =>
  Array.isArray(files)
    ? files.filter(
        (file): file is string => typeof file === 'string' && PLAIN_FILE.test(file) && !file.includes('..'),
      )
    : [];

/**
 * `Link` header values that preload the manifest, the remote entry and the first screen's own chunks of the
 * remote that draws `pathname`, when this site registers that remote and this server deploys it (its entry is
 * this origin's `/remotes/<name>/mf-manifest.json`, read from `remoteRoot`). A remote deployed elsewhere, or
 * a manifest that cannot be read, gets no hints: the page then loads as it would without them.
 */
export async function firstScreenPreloads(
  pathname: string,
  remotes: readonly RemoteEntry[],
  remoteRoot: (name: RemoteName) => string,
): Promise<string[]> {
  const screen = FIRST_SCREENS.find((candidate) => candidate.path.test(pathname));
  const registered = remotes.find((remote) => remote.name === screen?.remote);
  if (!screen || registered?.entry !== `/remotes/${screen.remote}/mf-manifest.json`) return [];
  const manifest = await readFile(path.join(remoteRoot(screen.remote), 'mf-manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => undefined);
  if (!manifest) return [];
  const base = `/remotes/${screen.remote}/`;
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = plainFiles([[entry?.path, entry?.name].filter(Boolean).join('/')]);
  // The host's runtime fetches the manifest in CORS mode, as /site.json: `crossorigin` makes the two match.
  return [
    `<${registered.entry}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ...[
      ...entryFile,
      ...plainFiles(manifest.exposes?.find((expose) => expose.name === 'App')?.assets?.js?.sync),
    ].map((file) => `<${base}${file}>; rel=preload; as=script`),
  ];
}
