/**
 * The repo's import boundaries, read from the tree itself (its apps, their features, the shared packages and
 * their public entries), so that a new remote, feature or package is covered the day it is added.
 * shared/build-config/lint/boundaries.test.mjs proves each rule by imports that must fail and must pass.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));

function foldersIn(dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);
}

const remotes = foldersIn('remotes');
const apps = ['host/src', ...remotes.map((name) => `remotes/${name}/src`)];

/**
 * A package's executable spec tables (`src/*.cases.ts`, e.g. the HTML allow-list's cases): the tests of the
 * server and of the host both run them, so that the two sides are held to the same result.
 */
function caseTablesIn(dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.cases.ts'))
    .map((name) => `./src/${name}`);
}

/** Each shared package with the one file its package.json exports: the only file others may import. */
const sharedPackages = foldersIn('shared')
  .filter((name) => existsSync(path.join(root, 'shared', name, 'package.json')))
  .map((name) => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'shared', name, 'package.json'), 'utf8'));
    const entry = manifest.exports['.'];
    return {
      dir: `shared/${name}`,
      name: manifest.name,
      entry: typeof entry === 'string' ? entry : entry.source,
      caseTables: caseTablesIn(`shared/${name}/src`),
    };
  });

/** The files allowed to import jotai itself; everything else imports its package's module. */
const JOTAI_MODULES = [
  'shared/platform/src/state/platform-store.ts',
  'remotes/trade/src/shared/trade-jotai.ts',
];

/** Inside an app: shared -> features -> app. A feature is composed with another only in app/. */
function layerZones(app) {
  const featureZones = foldersIn(`${app}/features`).map((feature) => ({
    target: `${app}/features/${feature}`,
    from: `${app}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both use to shared/, or compose them in app/.',
  }));
  return [
    ...featureZones,
    { target: `${app}/features`, from: `${app}/app`, message: 'Features never import the app layer.' },
    {
      target: `${app}/shared`,
      from: [`${app}/features`, `${app}/app`],
      message: 'shared/ never imports features or the app layer.',
    },
  ];
}

const otherThan = (dir) =>
  ['host', 'remotes', 'infra', ...sharedPackages.map((pkg) => pkg.dir)].filter((d) => d !== dir);

const sharedPackageZones = ({ withCaseTables }) =>
  sharedPackages.map((pkg) => ({
    target: otherThan(pkg.dir),
    from: pkg.dir,
    except: [pkg.entry, ...(withCaseTables ? pkg.caseTables : [])],
    message: `Import ${pkg.name} by its name: only its public entry is its API.`,
  }));

// Zones compare resolved files, so they hold for relative paths and package names alike.
const zones = [
  ...apps.flatMap(layerZones),
  ...remotes.map((name) => ({
    target: `remotes/${name}`,
    from: ['host', 'infra', ...remotes.filter((other) => other !== name).map((other) => `remotes/${other}`)],
    message: 'A remote never imports another remote, the host or the server; move shared code to shared/.',
  })),
  {
    target: 'host',
    from: ['remotes', 'infra'],
    message: 'The host loads remotes by federation, never by import.',
  },
  { target: 'shared', from: ['host', 'remotes', 'infra'], message: 'Shared packages never import an app.' },
  {
    target: 'infra/server',
    from: ['host', 'remotes', 'shared/app-kit', 'shared/platform', 'shared/ui'],
    message: 'The server never imports front-end code.',
  },
];
/**
 * The server's own layers, from the bottom: db (the query layer and migrations), repositories (all SQL), market
 * (prices and sessions), engines, services, then the plugins and routes that wire them to HTTP. A layer never
 * imports one built on it; schemas are request and answer shapes only; below the HTTP layer a refusal is a domain
 * error, never an AppError with a status.
 */
const SERVER_SRC = 'infra/server/src';
const serverDirs = (...names) => names.map((name) => `${SERVER_SRC}/${name}`);
const serverLayerZones = [
  {
    target: serverDirs('db'),
    from: serverDirs('repositories', 'seed', 'market', 'engines', 'services', 'plugins', 'routes'),
    message: 'The db layer never imports what is built on it; seeding through the repositories is in seed/.',
  },
  {
    target: serverDirs('repositories'),
    from: serverDirs('seed', 'market', 'services', 'plugins', 'routes'),
    message: 'Repositories hold storage only: they never import market data, services, plugins or routes.',
  },
  {
    target: serverDirs('market'),
    from: serverDirs('engines', 'services', 'plugins', 'routes'),
    message: 'Market data never imports the engines, services, plugins or routes that read it.',
  },
  {
    target: serverDirs('schemas'),
    from: serverDirs('db', 'repositories', 'seed', 'market', 'engines', 'services', 'plugins', 'routes'),
    message:
      'Schemas are request and answer shapes: they import no server layer (shared helpers: @bx/contracts).',
  },
  {
    target: serverDirs('services', 'wallet'),
    from: serverDirs('errors/app-error.ts', 'errors/retry-later.ts'),
    message:
      'Services and the wallet raise domain errors (a DomainError subclass per area, its status in ' +
      'plugins/domain-error-statuses.ts); AppError and its HTTP status belong to plugins, auth and routes.',
  },
];
zones.push(...serverLayerZones);
const codeZones = [...zones, ...sharedPackageZones({ withCaseTables: false })];
const testZones = [...zones, ...sharedPackageZones({ withCaseTables: true })];

const SHARED_INTERNALS = {
  group: ['@bx/*/**'],
  message: 'Import a shared package by its name only: its internals are not its API.',
};
const RAW_JOTAI = {
  group: ['jotai', 'jotai/**'],
  message: "Import atoms and hooks from your package's jotai module (the platform store, trade-jotai).",
};
const SERVER = { group: ['@bx/server'], message: 'The front end never imports the server.' };
const APPS = {
  group: ['@bx/host', '@bx/remote-*'],
  message: 'Apps meet only through module federation; move shared code to shared/.',
};
const FRONT_END = {
  group: ['@bx/app-kit', '@bx/platform', '@bx/ui', '@bx/host', '@bx/remote-*'],
  message: 'The server never imports front-end packages.',
};
// Every spec fails on console errors it did not declare: that is the fixture's `test`, not Playwright's.
const PLAYWRIGHT_TEST = {
  name: '@playwright/test',
  importNames: ['test', 'expect'],
  message: "Import test and expect from '../support/test' (it fails on undeclared console errors).",
};

// ESLint keeps only the last options a file matches for a rule, so each block restates all that applies to
// its files, and the blocks run from the general to the specific.
const namedImportAreas = [
  { files: ['**/*.{ts,tsx,mjs,js}'], patterns: [SHARED_INTERNALS] },
  { files: ['host/**', 'remotes/**', 'shared/**'], patterns: [SHARED_INTERNALS, RAW_JOTAI, SERVER, APPS] },
  { files: JOTAI_MODULES, patterns: [SHARED_INTERNALS, SERVER, APPS] },
  { files: ['infra/server/**'], patterns: [SHARED_INTERNALS, RAW_JOTAI, FRONT_END] },
  { files: ['infra/e2e/tests/**'], patterns: [SHARED_INTERNALS], paths: [PLAYWRIGHT_TEST] },
];

export const importBoundaries = [
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ conditionNames: ['source', ...defaultConditionNames] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: codeZones }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: testZones }] },
  },
  ...namedImportAreas.map(({ files, patterns, paths = [] }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  })),
];
