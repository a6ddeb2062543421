/**
 * The repo's own eslint config, run on probe files at real paths in the tree (host/src/features/auth/…,
 * remotes/trade/src/features/round/…), so its globs and zones apply as they do to the real code. Each probe
 * imports a real module, found in the tree when the test runs, so renames do not quietly empty a case.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

const PATHS = 'import-x/no-restricted-paths';
const NAMES = 'no-restricted-imports';
const CYCLE = 'import-x/no-cycle';
const BOUNDARY_RULES = [PATHS, NAMES, CYCLE];

/** The first source module (not a test, not a declaration) under a folder of the repo. */
function moduleIn(dir) {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const child = `${dir}/${entry.name}`;
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) return child;
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const found = moduleIn(`${dir}/${entry.name}`);
    if (found) return found;
  }
  return null;
}

/** How a file at `from` names the module `target`: a relative path without its extension. */
function relativePath(from, target) {
  const specifier = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** How the probe at `from` names a module found under `dir`. */
function relativeTo(from, dir) {
  const target = moduleIn(dir);
  if (!target) throw new Error(`No module under ${dir} to import`);
  return relativePath(from, target);
}

/** The boundary rules a probe file breaks, with its import written as `code`. */
async function brokenRules(file, code) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages.map((message) => message.ruleId).filter((rule) => BOUNDARY_RULES.includes(rule));
}

const HOST_FEATURE = 'host/src/features/auth/probe.tsx';
const HOST_SHARED = 'host/src/shared/probe.tsx';
const HOST_APP = 'host/src/app/probe.tsx';
const TRADE_FEATURE = 'remotes/trade/src/features/round/hooks/probe.ts';
const TRADE_SHARED = 'remotes/trade/src/shared/probe.ts';
const TRADE_APP = 'remotes/trade/src/app/probe.tsx';
const FUTURES_APP = 'remotes/futures/src/app/probe.tsx';
const UI = 'shared/ui/src/probe.tsx';
const SERVER = 'infra/server/src/routes/probe.ts';
const SERVER_TEST = 'infra/server/test/content/probe.test.ts';
const E2E_SPEC = 'infra/e2e/tests/probe.spec.ts';
const SERVER_DB = 'infra/server/src/db/probe.ts';
const SERVER_REPOSITORY = 'infra/server/src/repositories/probe.ts';
const SERVER_MARKET = 'infra/server/src/market/probe.ts';
const SERVER_SCHEMA = 'infra/server/src/schemas/probe.ts';
const SERVER_SEED = 'infra/server/src/seed/probe.ts';
const SERVER_SERVICE = 'infra/server/src/services/probe.ts';
const SERVER_WALLET = 'infra/server/src/wallet/chain/probe.ts';
const APP_ERROR = 'infra/server/src/errors/app-error.ts';
const DOMAIN_ERROR = 'infra/server/src/errors/domain-error.ts';
const CASE_TABLE = 'shared/contracts/src/html-allow-list.cases.ts';

const from = (file, dir) => `import '${relativeTo(file, dir)}';`;

const forbidden = [
  // Inside an app: shared -> features -> app, and no feature imports another.
  [
    'a host feature imports another feature',
    HOST_FEATURE,
    from(HOST_FEATURE, 'host/src/features/navigation'),
    PATHS,
  ],
  ['a host feature imports the app layer', HOST_FEATURE, from(HOST_FEATURE, 'host/src/app'), PATHS],
  ['host shared imports a feature', HOST_SHARED, from(HOST_SHARED, 'host/src/features/auth'), PATHS],
  ['host shared imports the app layer', HOST_SHARED, from(HOST_SHARED, 'host/src/app'), PATHS],
  [
    'a host feature test imports another feature',
    'host/src/features/auth/probe.test.tsx',
    from('host/src/features/auth/probe.test.tsx', 'host/src/features/remotes'),
    PATHS,
  ],
  [
    'a remote feature imports another feature from a nested folder',
    TRADE_FEATURE,
    from(TRADE_FEATURE, 'remotes/trade/src/features/chart'),
    PATHS,
  ],
  [
    'a remote feature imports its app layer',
    TRADE_FEATURE,
    from(TRADE_FEATURE, 'remotes/trade/src/app'),
    PATHS,
  ],
  [
    "a remote's shared imports a feature",
    TRADE_SHARED,
    from(TRADE_SHARED, 'remotes/trade/src/features/round'),
    PATHS,
  ],
  // A remote never imports another remote, the host or the server, from any of its folders.
  [
    'a remote feature imports another remote',
    TRADE_FEATURE,
    from(TRADE_FEATURE, 'remotes/futures/src'),
    PATHS,
  ],
  ['a remote feature imports the host', TRADE_FEATURE, from(TRADE_FEATURE, 'host/src/shared'), PATHS],
  ['a remote feature imports the server', TRADE_FEATURE, from(TRADE_FEATURE, 'infra/server/src'), PATHS],
  ['a remote app imports another remote', FUTURES_APP, from(FUTURES_APP, 'remotes/trade/src/shared'), PATHS],
  ['a remote imports another remote by name', TRADE_FEATURE, "import '@bx/remote-futures';", NAMES],
  ['a remote imports the server by name', TRADE_FEATURE, "import '@bx/server';", NAMES],
  ['the host imports a remote', HOST_FEATURE, from(HOST_FEATURE, 'remotes/trade/src/shared'), PATHS],
  // Shared packages are imported by their name only.
  [
    'a host feature imports a package subpath',
    HOST_FEATURE,
    "import '@bx/platform/src/state/platform-store';",
    NAMES,
  ],
  [
    "a remote feature imports a package's file by path",
    TRADE_FEATURE,
    from(TRADE_FEATURE, 'shared/platform/src/state'),
    PATHS,
  ],
  ["a shared package imports another's file by path", UI, from(UI, 'shared/platform/src/state'), PATHS],
  ['the server imports a file inside contracts by path', SERVER, from(SERVER, 'shared/contracts/src'), PATHS],
  [
    'server code that is not a test imports a case table',
    SERVER,
    `import '${relativePath(SERVER, CASE_TABLE)}';`,
    PATHS,
  ],
  // The server never imports front-end code.
  ['the server imports @bx/app-kit', SERVER, "import '@bx/app-kit';", NAMES],
  ['the server imports @bx/ui', SERVER, "import '@bx/ui';", NAMES],
  ['the server imports @bx/platform', SERVER, "import '@bx/platform';", NAMES],
  ['the server imports the host', SERVER, from(SERVER, 'host/src/shared'), PATHS],
  ['the server imports a front-end package by path', SERVER, from(SERVER, 'shared/app-kit/src'), PATHS],
  // The server's layers: none imports one built on it.
  ['the db layer imports a repository', SERVER_DB, from(SERVER_DB, 'infra/server/src/repositories'), PATHS],
  [
    'a repository imports market data',
    SERVER_REPOSITORY,
    from(SERVER_REPOSITORY, 'infra/server/src/market'),
    PATHS,
  ],
  [
    'a repository imports a service',
    SERVER_REPOSITORY,
    from(SERVER_REPOSITORY, 'infra/server/src/services'),
    PATHS,
  ],
  ['market data imports an engine', SERVER_MARKET, from(SERVER_MARKET, 'infra/server/src/engines'), PATHS],
  ['market data imports a plugin', SERVER_MARKET, from(SERVER_MARKET, 'infra/server/src/plugins'), PATHS],
  ['a schema imports market data', SERVER_SCHEMA, from(SERVER_SCHEMA, 'infra/server/src/market'), PATHS],
  [
    'a schema imports a repository',
    SERVER_SCHEMA,
    from(SERVER_SCHEMA, 'infra/server/src/repositories'),
    PATHS,
  ],
  // Below the HTTP layer a refusal is a domain error: services and the wallet never pick an HTTP status.
  [
    'a service imports AppError',
    SERVER_SERVICE,
    `import { AppError } from '${relativePath(SERVER_SERVICE, APP_ERROR)}';`,
    PATHS,
  ],
  [
    'a wallet module imports AppError',
    SERVER_WALLET,
    `import { AppError } from '${relativePath(SERVER_WALLET, APP_ERROR)}';`,
    PATHS,
  ],
  [
    'a service imports the retry-later AppError',
    SERVER_SERVICE,
    `import { RetryLaterError } from '${relativePath(SERVER_SERVICE, 'infra/server/src/errors/retry-later.ts')}';`,
    PATHS,
  ],
  // Raw jotai only in each package's one jotai module.
  ['a host feature imports jotai', HOST_FEATURE, "import { atom } from 'jotai';", NAMES],
  [
    'a remote feature imports jotai/utils',
    TRADE_FEATURE,
    "import { atomWithStorage } from 'jotai/utils';",
    NAMES,
  ],
  ['a shared package imports jotai', UI, "import { atom } from 'jotai';", NAMES],
  [
    'a test imports jotai',
    'shared/platform/src/probe.test.ts',
    "import { createStore } from 'jotai';",
    NAMES,
  ],
  // Specs take test and expect from the fixture that fails on console errors.
  ['a spec imports test from Playwright', E2E_SPEC, "import { test } from '@playwright/test';", NAMES],
];

const allowed = [
  ['a host feature imports its own files', HOST_FEATURE, from(HOST_FEATURE, 'host/src/features/auth')],
  ['a host feature imports host shared', HOST_FEATURE, from(HOST_FEATURE, 'host/src/shared')],
  ['the host app imports a feature', HOST_APP, from(HOST_APP, 'host/src/features/navigation')],
  [
    'a remote feature imports its own files',
    TRADE_FEATURE,
    from(TRADE_FEATURE, 'remotes/trade/src/features/round'),
  ],
  [
    "a remote feature imports its remote's shared",
    TRADE_FEATURE,
    from(TRADE_FEATURE, 'remotes/trade/src/shared'),
  ],
  ['a remote app imports a feature', TRADE_APP, from(TRADE_APP, 'remotes/trade/src/features/chart')],
  [
    'a host feature imports the public entries',
    HOST_FEATURE,
    "import '@bx/app-kit';\nimport '@bx/contracts';\nimport '@bx/platform';\nimport '@bx/ui';",
  ],
  ['a shared package imports another by name', UI, "import '@bx/platform';"],
  ['the server imports contracts by name', SERVER, "import '@bx/contracts';"],
  [
    "a server test imports contracts' case table",
    SERVER_TEST,
    `import '${relativePath(SERVER_TEST, CASE_TABLE)}';`,
  ],
  [
    "the platform's jotai module imports jotai",
    'shared/platform/src/state/platform-store.ts',
    "import { atom } from 'jotai';",
  ],
  [
    "the trade remote's jotai module imports jotai",
    'remotes/trade/src/shared/trade-jotai.ts',
    "import { atom } from 'jotai';",
  ],
  ['a spec imports types from Playwright', E2E_SPEC, "import type { Page } from '@playwright/test';"],
  ['a repository imports the db layer', SERVER_REPOSITORY, from(SERVER_REPOSITORY, 'infra/server/src/db')],
  ['the seed imports the repositories', SERVER_SEED, from(SERVER_SEED, 'infra/server/src/repositories')],
  ['market data imports the realtime layer', SERVER_MARKET, from(SERVER_MARKET, 'infra/server/src/realtime')],
  ['a schema imports the errors', SERVER_SCHEMA, from(SERVER_SCHEMA, 'infra/server/src/errors')],
  ['a route imports a repository', SERVER, from(SERVER, 'infra/server/src/repositories')],
  [
    'a service imports DomainError',
    SERVER_SERVICE,
    `import { DomainError } from '${relativePath(SERVER_SERVICE, DOMAIN_ERROR)}';`,
  ],
  ['a route imports AppError', SERVER, `import { AppError } from '${relativePath(SERVER, APP_ERROR)}';`],
];

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each(forbidden)('refuses it when %s', async (_name, file, code, rule) => {
    expect(await brokenRules(file, code)).toContain(rule);
  });

  it.each(allowed)('allows it when %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const [result] = await linter.lintFiles([
      path.join(root, 'shared/build-config/lint/fixtures/cycle/first.mjs'),
    ]);
    expect(result.messages.map((message) => message.ruleId)).toContain(CYCLE);
  });
});
