import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'BxPreloadFirstLoadPlugin';

/**
 * Lists in index.html, as preloads, the entry's own script and the scripts it starts loading as soon as it
 * runs: the bootstrap chunk behind the async boundary and the chunks of the shared packages this app provides.
 * The entry is a deferred script, which the browser fetches at low priority, behind every preload; it runs
 * first, so its preload (high priority) keeps it ahead of them and of the server's hints for the page's remote. Without them the
 * browser learns of those files only once main.js has arrived and run, a round trip and main.js's download
 * later. The site's `/site.json` (its info and remotes) is preloaded too, first: the host's start-up waits on it,
 * and it no longer waits for the scripts. A preload is a plain link, so the page's CSP (no inline script) holds.
 */
export class PreloadFirstLoadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        // `crossorigin` makes it a CORS-mode request, as the host's fetch('/site.json') is, so the two match.
        data.assetTags.meta.push({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'fetch', href: '/site.json', crossorigin: 'anonymous' },
        });
        for (const file of firstLoadScripts(compilation)) {
          data.assetTags.styles.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: NAME },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          });
        }
        return data;
      });
    });
  }
}

/**
 * The entry's JS files, then those of the chunk groups the entry's own modules load at once
 * (`import('./bootstrap')` and each provided shared package); what they load later, page by page, is left out.
 * @param {import('webpack').Compilation} compilation
 */
export function firstLoadScripts(compilation) {
  const { chunkGraph } = compilation;
  const entryFiles = new Set();
  const files = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const file of entrypoint.getFiles()) if (file.endsWith('.js')) entryFiles.add(file);
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        for (const block of module.blocks) {
          for (const blockChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
            for (const file of blockChunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
      }
    }
  }
  return [...[...entryFiles].sort(), ...[...files].filter((file) => !entryFiles.has(file)).sort()];
}
