import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const NAME = 'BxPrecompressPlugin';
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Below this a compressed twin saves less than a packet and only adds a file to look up. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin of every text asset, so the server and nginx send them as
 * they are (content negotiation) instead of compressing on each request or, as before, not at all. The
 * slowest, smallest settings are affordable once per build.
 */
export class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // additionalAssets: also the files other plugins add at this stage or later (mf-manifest.json).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const input = asset.source.buffer();
              if (input.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(input, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                  },
                }),
                gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              const info = { compressed: true, immutable: asset.info.immutable };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
            }),
          );
        },
      );
    });
  }
}
