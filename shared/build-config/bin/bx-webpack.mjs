#!/usr/bin/env node
// Runs the workspace's one pinned webpack-cli for the app in the current folder, so apps do not each
// carry their own webpack version.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('webpack-cli/bin/cli.js');
const result = spawnSync(
  process.execPath,
  [cli, ...process.argv.slice(2), '--config', 'webpack.config.mjs'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
