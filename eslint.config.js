// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/server/drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.test-reports/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Direction of dependencies: shared -> features -> app (STYLE.md). Import cycles are found by
      // dpdm in `npm run lint` (eslint-plugin-import-x needs native bindings this registry lacks).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/app/**'],
              message:
                'Only the app layer composes the app: import shared code or your own feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code must not reach into features or the app layer.
    files: [
      'apps/web/src/components/**',
      'apps/web/src/lib/**',
      'apps/web/src/api/**',
      'apps/web/src/stores/**',
      'apps/web/src/theme/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/app/**', '**/features/*', '**/features/**'],
              message: 'Shared code must not import from features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app layer and the two entry points compose everything.
    files: ['apps/web/src/app/**', 'apps/web/src/main.tsx', 'apps/web/src/entry-server.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
