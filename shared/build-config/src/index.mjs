import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

import { htmlShell } from './html-shell.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PreloadFirstLoadPlugin } from './preload-first-load-plugin.mjs';
import { ServiceWorkerPlugin } from './service-worker-plugin.mjs';
import { sharedModules } from './shared-modules.mjs';

const require = createRequire(import.meta.url);
const API_ORIGIN = process.env.BX_API_ORIGIN ?? 'http://localhost:8080';

/**
 * The webpack configuration of one federated app (the host or a remote).
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the federation name (also the remote's name in the site's remote list)
 * @param {string} options.title the page title
 * @param {number} options.port the dev server port
 * @param {Record<string, string>} [options.exposes] what a remote exposes; the host exposes nothing
 * @param {boolean} [options.isHost]
 */
export function createAppConfig({ dir, name, title, port, exposes = {}, isHost = false }) {
  /** @param {unknown} _env @param {{ mode?: string }} argv */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        // BX_OUTPUT_DIR builds elsewhere, e.g. a release folder while the current one is still served.
        path: process.env.BX_OUTPUT_DIR ?? path.join(dir, 'dist'),
        // The host's index.html sits at the site root; a remote's files resolve against wherever its
        // manifest was loaded from, so a team can deploy it to any URL.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        chunkLoadTimeout: Number(process.env.BX_CHUNK_TIMEOUT_MS ?? 120_000),
        crossOriginLoading: 'anonymous',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Workspace packages are consumed from their TypeScript source.
        conditionNames: ['source', '...'],
        // Packages shared with the server import their siblings as NodeNext wants: './x.js' for './x.ts'.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: require.resolve('esbuild-loader'),
            options: { target: 'es2020', jsx: 'automatic', jsxImportSource: '@emotion/react' },
          },
          // Only bundled fonts use CSS. It is extracted to files an app loads when it imports them; the host does
          // so once its first screen is drawn (host/src/web-font.ts), so a stylesheet never holds up a paint.
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              require.resolve('css-loader'),
              fileURLToPath(new URL('./font-face-loader.mjs', import.meta.url)),
            ],
          },
          { test: /\.(woff2?|png|svg|mp3)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(),
          // Load remotes only when a route needs them, so one offline remote cannot stop the site.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // Browser-only runtime; remotes consume no remotes, so they drop the code that loads them.
          experiments: { optimization: { target: 'web', disableRemote: !isHost } },
        }),
        new HtmlWebpackPlugin({
          templateContent: htmlShell(title, { installable: isHost }),
          chunks: ['main'],
        }),
        ...(isHost ? [new PreloadFirstLoadPlugin(), new ServiceWorkerPlugin(dir)] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new webpack.DefinePlugin({
          'process.env.BX_BUILD_TAG': JSON.stringify(process.env.BX_BUILD_TAG ?? ''),
        }),
        // The dev server compresses on the fly; a production build ships its files already compressed.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: { splitChunks: { chunks: 'async' } },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/site.json', '/bx_ws'], target: API_ORIGIN, ws: true }],
      },
    };
  };
}
