// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

/**
 * The web app's feature folders, read when the config loads, so a new feature is fenced off from
 * the others without editing this file (bulletproof-react declares one zone per feature).
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The folders whose words are message catalogues (docs/decisions/i18n.md#the-recipe): a feature or
 * shared component folder under apps/web/src that declares a `*-messages.ts` catalogue. In them a
 * hard-coded user-visible string in JSX is an error. Read when the config loads, so a folder joins
 * the list in the commit that converts it, without editing this file.
 */
const translatedFolders = ['features', 'components'].flatMap((parent) =>
  readdirSync(new URL(`./apps/web/src/${parent}/`, import.meta.url), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        readdirSync(new URL(`./apps/web/src/${parent}/${entry.name}/`, import.meta.url)).some(
          (file) => file.endsWith('-messages.ts'),
        ),
    )
    .map((entry) => `apps/web/src/${parent}/${entry.name}`),
);

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const appLayerPattern = {
  group: ['**/app/*', '**/app/**'],
  message: 'Only the app layer composes the app: import shared code or your own feature.',
};

/**
 * Any other feature, whether reached by climbing out of this one ('../../<other>/...') or by a
 * path through 'features/<other>'. Features share code by moving it to shared folders, and the
 * app layer composes them (STYLE.md).
 * @param {string} feature
 * @returns {import('eslint').Linter.RuleEntry}
 */
function featureImportRules(feature) {
  const others = webFeatures.filter((name) => name !== feature).map(escapeRegExp);
  const otherFeatures = {
    regex: `(^(\\.\\./)+|(^|/)features/)(${others.join('|')})(/|$)`,
    message: `Features do not import each other: move what ${feature} needs to shared code, or compose both in src/app.`,
  };
  return [
    'error',
    { patterns: others.length === 0 ? [appLayerPattern] : [appLayerPattern, otherFeatures] },
  ];
}

/**
 * A module's repository and tables are its own: only a file in the same folder
 * ('./x.repository.ts') or in a sub-folder of the module ('../x.tables.ts', the module's shared
 * tables and queries) may import them. Other modules, and a sub-folder's siblings, use its
 * service (app/services.ts).
 */
const ownRepositoryOnly = {
  regex: String.raw`^(?!\.\.?/[^/]+$).*\.repository(\.ts)?$`,
  message: "Another module's repository: use its service (app/services.ts).",
};
const ownTablesOnly = {
  regex: String.raw`^(?!\.\.?/[^/]+$).*\.tables(\.ts)?$`,
  message: "Another module's tables: use its service (app/services.ts).",
};

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
      'no-restricted-imports': ['error', { patterns: [appLayerPattern] }],
    },
  },
  // One zone per feature: each block replaces the rule above for that feature's files only.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': featureImportRules(feature) },
  })),
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
    // Text in JSX comes from the feature's catalogue: literal children and the props a user reads
    // or hears (label, placeholder, title, alt, aria-label...) are flagged. Tests may use literals.
    files: translatedFolders.map((folder) => `${folder}/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,helperText,description}']] } },
      ],
    },
  },
  {
    // The app layer and the two entry points compose everything.
    files: ['apps/web/src/app/**', 'apps/web/src/main.tsx', 'apps/web/src/entry-server.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownRepositoryOnly, ownTablesOnly] }] },
  },
  {
    // A table may reference another module's table for a foreign key; repositories stay private.
    files: ['apps/server/src/modules/**/*.tables.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownRepositoryOnly] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
