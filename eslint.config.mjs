import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['trade', 'futures', 'oversea', 'wallet', 'search', 'more'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
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
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // A remote never imports another remote, and no app reaches into the server.
  ...remotes.map((name) => ({
    files: [`remotes/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: remotes.filter((other) => other !== name).map((other) => `**/remotes/${other}/**`),
              message: 'A remote never imports another remote; move shared code to shared/.',
            },
            { group: ['**/infra/**', '@bx/server'], message: 'The front end never imports the server.' },
          ],
        },
      ],
    },
  })),
  // Inside an app: shared -> features -> app. A feature never imports another feature or the app layer.
  {
    files: ['host/src/features/**/*.{ts,tsx}', 'remotes/*/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../app/**', '../../../app/**', '**/src/app/**'],
              message: 'Features never import the app layer.',
            },
            {
              group: ['../../features/*/**', '../../*/**/features/**'],
              message: 'A feature never imports another feature.',
            },
          ],
        },
      ],
    },
  },
  // Every spec fails on console errors it did not declare: that is the fixture's `test`, not Playwright's.
  {
    files: ['infra/e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '../support/test' (it fails on undeclared console errors).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bx/platform', '@bx/ui', '**/host/**', '**/remotes/**'],
              message: 'The server never imports front-end packages.',
            },
          ],
        },
      ],
    },
  },
);
