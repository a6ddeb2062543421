import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers below this many bytes go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Compresses the API's JSON and text answers over 1 KB (brotli, else gzip, by the request's Accept-Encoding; a
 * chart's `kline_data` of 23 KB goes as a few KB). Only routes under /api: the host's and the remotes' files are
 * sent as their build's precompressed twins (plugins/static.ts), and the socket is no HTTP answer. Request bodies
 * are never decompressed: a body is read as sent, within the body limit. Register before the routes.
 */
export default fp(
  async (app) => {
    // Runs before @fastify/compress's own onRoute hook (registered after it), which reads these settings.
    app.addHook('onRoute', (route) => {
      route.config = {
        ...route.config,
        ...(isApi(route.url) ? {} : { compress: false }),
        decompress: false,
      };
    });
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      // Named, not left to the Node version's defaults (zstd appears on newer ones); deflate adds nothing here.
      encodings: ['br', 'gzip'],
      customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/,
    });
  },
  { name: 'compress-api' },
);
