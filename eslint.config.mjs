import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importBoundaries } from './eslint.boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      // Code that must fail lint: shared/build-config/lint/boundaries.test.mjs lints it on purpose.
      'shared/build-config/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name what a module exports; no `export *`.' },
      ],
    },
  },
  {
    files: [
      'host/**/*.{ts,tsx}',
      'remotes/**/*.{ts,tsx}',
      'shared/platform/**/*.{ts,tsx}',
      'shared/ui/**/*.{ts,tsx}',
      'shared/chart/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The site's service worker (built to /sw.js as it is written): plain JavaScript in a worker's scope.
    files: ['host/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...importBoundaries,
);
