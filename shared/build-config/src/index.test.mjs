import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createAppConfig } from './index.mjs';

const build = (options) =>
  createAppConfig({ dir: path.resolve('/tmp/app'), port: 3000, ...options })({}, { mode: 'production' });

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
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation._options.filename).toBe('remoteEntry.js');
    expect(federation._options.manifest).toBe(true);
  });

  it('shares React, the router, jotai, emotion and the platform packages as singletons', () => {
    const federation = build({ name: 'host', isHost: true }).plugins.find(
      (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
    );
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
