/**
 * What every federated build shares as a singleton: one React, one router, one jotai, one emotion, one
 * TanStack Query (its client is the one cache of server state), and one copy of each workspace package that
 * holds state or the connection. Subpaths ('react-dom/client',
 * '@emotion/react/jsx-runtime') are shared by their trailing-slash prefix, or each build would bundle its own.
 */
const SINGLETONS = {
  react: '^18.3.1',
  'react/': '^18.3.1',
  'react-dom': '^18.3.1',
  'react-dom/': '^18.3.1',
  'react-router-dom': '^6.30.0',
  jotai: '^2.20.0',
  '@emotion/react': '^11.14.0',
  '@emotion/react/': '^11.14.0',
  '@tanstack/react-query': '^5.108.0',
  '@bx/platform': '^0.1.0',
  '@bx/ui': '^0.1.0',
  '@bx/contracts': '^0.1.0',
  '@bx/app-kit': '^0.1.0',
};

export function sharedModules() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, requiredVersion]) => [
      name,
      // Subpath folders carry no package.json of their own, so their version is stated here.
      name.endsWith('/')
        ? { singleton: true, requiredVersion, version: requiredVersion.slice(1) }
        : { singleton: true, requiredVersion },
    ]),
  );
}
