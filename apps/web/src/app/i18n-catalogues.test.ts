import { describe, expect, test } from 'vitest';
import type { Catalogue } from '../lib/i18n/catalogue';
import { keyDifferences, messageProblems, unusedKeys } from '../lib/i18n/catalogue-checks';
import { languages } from '../lib/i18n/language';

/*
 * Every catalogue of a feature or shared component folder (features/<feature>/<feature>-messages.ts,
 * components/<component>/<component>-messages.ts), checked in every language: no key missing or extra, every message parses with the English one's arguments, and
 * no key the feature's code never asks for (docs/decisions/i18n.md#the-checks).
 */

const catalogueModules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/*-messages.ts', '../components/*/*-messages.ts'],
  { eager: true },
);
const folderSources = import.meta.glob<string>(
  ['../features/*/**/*.{ts,tsx}', '../components/*/**/*.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

function isCatalogue(value: unknown): value is Catalogue<string> {
  return typeof value === 'object' && value !== null && 'namespace' in value && 'load' in value;
}

const catalogues = Object.entries(catalogueModules).flatMap(([file, module]) =>
  Object.values(module)
    .filter(isCatalogue)
    .map((catalogue) => ({ file, folder: file.split('/').slice(0, 3).join('/'), catalogue })),
);

/** The folder's own code: not its catalogues' files and not its tests. */
function codeOf(folder: string): string[] {
  return Object.entries(folderSources)
    .filter(
      ([file]) =>
        file.startsWith(`${folder}/`) &&
        !file.includes('/messages/') &&
        !file.endsWith('-messages.ts') &&
        !/\.test\.tsx?$/.test(file),
    )
    .map(([, source]) => source);
}

describe('message catalogues', () => {
  test('are found (the notices feature is converted)', () => {
    expect(catalogues.map(({ catalogue }) => catalogue.namespace)).toContain('notices');
  });

  for (const { file, folder, catalogue } of catalogues) {
    describe(`${catalogue.namespace} (${file})`, () => {
      test('has every key in every language, and no other', async () => {
        const english = (await catalogue.load.en()).default;
        for (const language of languages) {
          const messages = (await catalogue.load[language]()).default;
          expect({ language, ...keyDifferences(english, messages) }).toEqual({
            language,
            missing: [],
            extra: [],
          });
        }
      });

      test('has messages that parse, with the same arguments in every language', async () => {
        const english = (await catalogue.load.en()).default;
        for (const language of languages) {
          const messages = (await catalogue.load[language]()).default;
          expect({ language, problems: messageProblems(english, messages) }).toEqual({
            language,
            problems: [],
          });
        }
      });

      test("has no key the folder's code never uses", async () => {
        const english = (await catalogue.load.en()).default;
        expect(unusedKeys(Object.keys(english), codeOf(folder))).toEqual([]);
      });
    });
  }
});
