import { defineConfig } from 'vitest/config';

// Logic is tested in Node; only component tests (*.test.tsx) pay for a DOM.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' } },
    ],
  },
});
