import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The workspace packages every federated build shares, by folder under shared/. Their versions are real
 * (changesets bumps them, `pnpm changeset`), and each build accepts the range of the version it was built
 * against: `^0.2.0` takes 0.2.x only, since a 0.x minor may break (semver).
 */
const WORKSPACE_SINGLETONS = {
  '@bx/platform': 'platform',
  '@bx/ui': 'ui',
  '@bx/contracts': 'contracts',
  '@bx/app-kit': 'app-kit',
};

/**
 * The libraries shared as singletons, with the range the code is written for. Subpaths ('react-dom/client',
 * '@emotion/react/jsx-runtime') are shared by their trailing-slash prefix, or each build would bundle its own.
 */
const LIBRARY_SINGLETONS = {
  react: '^19.3.1',
  'react/': '^19.3.1',
  'react-dom': '^19.3.1',
  'react-dom/': '^19.3.1',
  'react-router-dom': '^7.18.0',
  jotai: '^2.20.0',
  '@emotion/react': '^11.14.0',
  '@emotion/react/': '^11.14.0',
  '@tanstack/react-query': '^5.108.0',
};

/**
 * react-router-dom is shared as the list of it the apps use (router-exports.mjs), so the share states the version
 * itself: react-router's, which react-router-dom always matches.
 */
function routerShare() {
  const { version } = /** @type {{ version: string }} */ (
    createRequire(import.meta.url)('react-router/package.json')
  );
  return { import: fileURLToPath(new URL('./router-exports.mjs', import.meta.url)), version };
}

/** @param {string} folder */
function workspaceVersion(folder) {
  const file = new URL(`../../${folder}/package.json`, import.meta.url);
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).version;
}

/**
 * What every federated build shares as a singleton: one React, one router, one jotai, one emotion, one
 * TanStack Query (its client is the one cache of server state), and one copy of each workspace package that
 * holds state or the connection. `strictVersion`: a build whose range the page's copy does not satisfy is
 * refused when it loads (its slot shows the fallback and logs the runtime's reason), never run against a copy
 * it was not built for.
 */
export function sharedModules() {
  const ranges = {
    ...LIBRARY_SINGLETONS,
    ...Object.fromEntries(
      Object.entries(WORKSPACE_SINGLETONS).map(([name, folder]) => [name, `^${workspaceVersion(folder)}`]),
    ),
  };
  const shared = Object.fromEntries(
    Object.entries(ranges).map(([name, requiredVersion]) => [
      name,
      // Subpath folders carry no package.json of their own, so their version is stated here.
      name.endsWith('/')
        ? { singleton: true, strictVersion: true, requiredVersion, version: requiredVersion.slice(1) }
        : { singleton: true, strictVersion: true, requiredVersion },
    ]),
  );
  return { ...shared, 'react-router-dom': { ...shared['react-router-dom'], ...routerShare() } };
}
