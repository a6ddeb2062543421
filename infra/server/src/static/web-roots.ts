import path from 'node:path';

import type { RemoteName } from '@bx/contracts';

/** Where the host and each remote build are read from: WEB_ROOT/{host,remotes/<name>} or each package's dist/. */
export function webRoots(repoRoot: string, webRoot: string | undefined) {
  return {
    host: webRoot === undefined ? path.join(repoRoot, 'host', 'dist') : path.join(webRoot, 'host'),
    remote: (name: RemoteName) =>
      webRoot === undefined
        ? path.join(repoRoot, 'remotes', name, 'dist')
        : path.join(webRoot, 'remotes', name),
  };
}
