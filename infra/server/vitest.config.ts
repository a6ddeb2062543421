import { defineConfig } from 'vitest/config';

// Every suite runs against embedded PGlite; when DATABASE_URL is set the same suites run again against
// that PostgreSQL server (each test file on its own throwaway database), in the same `vitest run`.
const backends = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: backends.map((backend) => ({
      extends: true,
      test: {
        name: backend,
        include: ['test/**/*.test.ts'],
        env: { BX_TEST_BACKEND: backend },
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
