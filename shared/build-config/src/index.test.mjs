import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import fontFaceLoader from './font-face-loader.mjs';
import { createAppConfig } from './index.mjs';

/** @param {{ name: string, isHost?: boolean, exposes?: Record<string, string> }} options */
const build = (options) =>
  createAppConfig({ dir: path.resolve('/tmp/app'), port: 3000, title: 'BX', ...options })(
    {},
    { mode: 'production' },
  );

/**
 * The plugin keeps its options in a private field; reading it is the point of this test.
 * @param {{ plugins: unknown[] }} config
 * @returns {any}
 */
const federationOf = (config) =>
  config.plugins.find(
    (plugin) => /** @type {object} */ (plugin).constructor.name === 'ModuleFederationPlugin',
  );

describe('createAppConfig', () => {
  it('lets a remote be deployed anywhere by resolving its chunks against its own manifest', () => {
    expect(build({ name: 'trade', exposes: { './App': './src/app/App.tsx' } }).output.publicPath).toBe(
      'auto',
    );
    expect(build({ name: 'host', isHost: true }).output.publicPath).toBe('/');
  });

  it('names chunks by content so they can be cached forever, and keeps the remote entry name stable', () => {
    const config = build({ name: 'trade' });
    expect(config.output.chunkFilename).toContain('[contenthash');
    const federation = federationOf(config);
    expect(federation._options.filename).toBe('remoteEntry.js');
    expect(federation._options.manifest).toBe(true);
  });

  it('shares React, the router, jotai, emotion, TanStack Query and the platform packages as singletons', () => {
    const federation = federationOf(build({ name: 'host', isHost: true }));
    for (const name of [
      'react',
      'react-dom/',
      'react-router-dom',
      'jotai',
      '@emotion/react',
      '@tanstack/react-query',
      '@bx/platform',
    ]) {
      expect(federation._options.shared[name]).toMatchObject({ singleton: true });
    }
  });
});

describe('the shared ranges a build accepts', () => {
  /** @param {string} folder */
  const versionOf = (folder) =>
    JSON.parse(readFileSync(new URL(`../../${folder}/package.json`, import.meta.url), 'utf8')).version;

  it('asks for the workspace singletons at the versions changesets gave them, from the same minor on 0.x', () => {
    const shared = federationOf(build({ name: 'trade' }))._options.shared;
    for (const folder of ['platform', 'ui', 'contracts', 'app-kit']) {
      expect(shared[`@bx/${folder}`].requiredVersion, folder).toBe(`^${versionOf(folder)}`);
    }
  });

  it("shares react-router-dom as the part of it the apps use, at react-router's version", () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../node_modules/react-router/package.json', import.meta.url), 'utf8'),
    );
    const router = federationOf(build({ name: 'trade' }))._options.shared['react-router-dom'];
    expect(router.import).toBe(fileURLToPath(new URL('./router-exports.mjs', import.meta.url)));
    expect(router.version).toBe(version);
    expect(router.requiredVersion).toBe(`^${version.replace(/\.\d+$/, '.0')}`);
  });

  it('refuses a copy outside its range rather than running against it: every singleton is strict', () => {
    const shared = federationOf(build({ name: 'trade' }))._options.shared;
    expect(Object.keys(shared).length).toBeGreaterThan(10);
    for (const [name, options] of Object.entries(shared)) {
      expect(options, name).toMatchObject({ singleton: true, strictVersion: true });
    }
  });
});

describe('what a production build ships', () => {
  /** @param {{ plugins: unknown[] }} config */
  const pluginNames = (config) =>
    config.plugins.map((plugin) => /** @type {object} */ (plugin).constructor.name);

  it('writes brotli and gzip twins of its files in production only', () => {
    expect(pluginNames(build({ name: 'trade' }))).toContain('PrecompressPlugin');
    const development = createAppConfig({ dir: '/tmp/app', name: 'trade', port: 3001, title: 'BX' })(
      {},
      { mode: 'development' },
    );
    expect(pluginNames(development)).not.toContain('PrecompressPlugin');
  });

  it("preloads the host's first-load chunks from its index.html", () => {
    expect(pluginNames(build({ name: 'host', isHost: true }))).toContain('PreloadFirstLoadPlugin');
    expect(pluginNames(build({ name: 'trade' }))).not.toContain('PreloadFirstLoadPlugin');
  });
});

describe('fontFaceLoader', () => {
  it('keeps only the woff2 source of each font face', () => {
    const css = `@font-face {
  font-family: 'Noto Sans KR';
  src: url(./files/a-400-normal.woff2) format('woff2'), url(./files/a-400-normal.woff) format('woff');
  unicode-range: U+0000-00FF;
}`;
    expect(fontFaceLoader.call(/** @type {any} */ ({}), css)).toBe(`@font-face {
  font-family: 'Noto Sans KR';
  src: url(./files/a-400-normal.woff2) format('woff2');
  unicode-range: U+0000-00FF;
}`);
  });
});
