import path from 'node:path';

import { describe, expect, it } from 'vitest';

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

  it('shares React, the router, jotai, emotion and the platform packages as singletons', () => {
    const federation = federationOf(build({ name: 'host', isHost: true }));
    for (const name of [
      'react',
      'react-dom/',
      'react-router-dom',
      'jotai',
      '@emotion/react',
      '@bx/platform',
    ]) {
      expect(federation._options.shared[name]).toMatchObject({ singleton: true });
    }
  });
});
