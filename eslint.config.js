import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';

const webFeatures = fs.readdirSync('apps/web/src/features');

const sharedImportRules = [
  { group: ['node:*', 'fs', 'path', 'crypto'], message: 'shared has no I/O.' },
  {
    group: ['react', 'react-dom', '@groundwork/server*', '@groundwork/web*'],
    message: 'shared imports neither app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // Dependencies point one way: web → shared ← server. Shared stays pure.
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedImportRules }] },
  },
  {
    // What a page's first screen needs from shared: plain values, labels and checks. zod and the
    // schemas built on it load with the forms and answers that need them.
    files: [
      'packages/shared/src/*/constants.ts',
      'packages/shared/src/common/{guards,money}.ts',
      'packages/shared/src/permissions/roles.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sharedImportRules,
            {
              group: ['zod', 'zod/*', '**/schemas'],
              message: 'Constants stay free of zod: a page imports them with its first screen.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@groundwork/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature's internals; generic pieces know no feature.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components and lib know no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature's internals; what two features share moves down.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message:
              'Import what features share from components/ or lib/, not from another feature.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@groundwork/web*', 'react'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module uses another through its service, never its repository: what two modules need of
    // the database moves down to platform/. Tests may seed through any repository.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@groundwork/web*', 'react'],
              message: 'The server never imports the web app.',
            },
            {
              group: ['../*/*.repository', '**/modules/*/*.repository'],
              message: "Use the other module's service, or move what both need to platform/.",
            },
          ],
        },
      ],
    },
  },
);
