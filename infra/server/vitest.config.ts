import { defineConfig } from 'vitest/config';

// Every suite runs against embedded PGlite; when DATABASE_URL is set the same suites run again against
// that PostgreSQL server (each test file on its own throwaway database), in the same `vitest run`.
const backends = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest keeps one core free by default, which on two cores means one file at a time; these files mostly
    // wait on databases, sockets and timers, so two at a time takes the suite from about 12 to about 9 minutes.
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: the app's modules are imported and PGlite's
    // WebAssembly compiled once per worker, not once per file (the suite: about 8 minutes before, 3.5 after).
    // Safe because the app keeps its state per instance (caches, limits, engines live in its plugins) and every
    // file builds and closes its own apps.
    isolate: false,
    // @fastify/autoload imports the route folders itself: inlined, its import() goes through Vitest's module graph
    // (TypeScript, and the same module instances as the test's own imports) instead of Node's loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
    projects: backends.map((backend) => ({
      extends: true,
      test: {
        name: backend,
        include: ['test/**/*.test.ts'],
        env: { BX_TEST_BACKEND: backend },
        globalSetup: ['test/seeded-template.setup.ts'],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
