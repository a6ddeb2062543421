import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { firstLoadScripts } from './preload-first-load-plugin.mjs';

const NAME = 'BxServiceWorkerPlugin';
/** What the worker's source reads its build's values from; the plugin writes them in its place. */
const PLACEHOLDER = '= BX_SERVICE_WORKER;';

/**
 * The host's installable-app files: `service-worker/sw.js` becomes `/sw.js` with this build's id and the files
 * of its first load (what the worker keeps before the first visit ends), and the files of `public/` (the app's
 * icons) are copied to the root as they are.
 */
export class ServiceWorkerPlugin {
  /** @param {string} dir the host's folder */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const workerSource = path.join(this.dir, 'service-worker', 'sw.js');
    const publicDir = path.join(this.dir, 'public');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(workerSource);
          const source = readFileSync(workerSource, 'utf8');
          if (!source.includes(PLACEHOLDER)) throw new Error(`${workerSource} must read ${PLACEHOLDER}`);
          const values = {
            build: compilation.hash,
            shell: firstLoadScripts(compilation).map((file) => `/${file}`),
          };
          compilation.emitAsset(
            'sw.js',
            new sources.RawSource(source.replace(PLACEHOLDER, `= ${JSON.stringify(values)};`)),
          );
          for (const file of readdirSync(publicDir)) {
            compilation.emitAsset(file, new sources.RawSource(readFileSync(path.join(publicDir, file))));
          }
        },
      );
    });
  }
}
