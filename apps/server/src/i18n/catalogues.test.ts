import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { languages } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { keyDifferences, messageProblems, unusedKeys } from './catalogue-checks.ts';
import type { Messages } from './messages.ts';

/*
 * Every catalogue of the server's emails and texts (`<name>.en.ts` next to `<name>.fr.ts`),
 * checked in every language: no key missing or extra, messages that parse with the English one's
 * arguments, French apostrophes, and no key the folder's code never uses
 * (docs/decisions/i18n.md, "Server emails and texts").
 */

const src = path.resolve(import.meta.dirname, '..');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

const files = await filesUnder(src);
const englishFiles = files.filter((file) => file.endsWith('.en.ts'));
const catalogueFile = /\.(?:[a-z]{2})\.ts$/;

async function messagesOf(file: string): Promise<Messages<string>> {
  const module = (await import(file)) as { default: Messages<string> };
  return module.default;
}

/** The folder's own code: not its catalogues and not its tests. */
async function codeOf(folder: string): Promise<string[]> {
  const own = files.filter(
    (file) =>
      path.dirname(file) === folder &&
      file.endsWith('.ts') &&
      !catalogueFile.test(file) &&
      !file.endsWith('.test.ts'),
  );
  return Promise.all(own.map((file) => readFile(file, 'utf8')));
}

describe('the server’s message catalogues', () => {
  it('are found (the sign-in emails have one)', () => {
    expect(englishFiles.map((file) => path.basename(file))).toContain('magic-link-email.en.ts');
  });

  for (const englishFile of englishFiles) {
    const name = path.relative(src, englishFile).replace(/\.en\.ts$/, '');
    describe(name, () => {
      it('has every key in every language, and no other', async () => {
        const english = await messagesOf(englishFile);
        for (const language of languages) {
          const messages = await messagesOf(englishFile.replace(/\.en\.ts$/, `.${language}.ts`));
          expect({ language, ...keyDifferences(english, messages) }).toEqual({
            language,
            missing: [],
            extra: [],
          });
        }
      });

      it('has messages that parse, with the same arguments in every language', async () => {
        const english = await messagesOf(englishFile);
        for (const language of languages) {
          const messages = await messagesOf(englishFile.replace(/\.en\.ts$/, `.${language}.ts`));
          const problems = messageProblems(english, messages, {
            typographicApostrophes: language !== 'en',
          });
          expect({ language, problems }).toEqual({ language, problems: [] });
        }
      });

      it("has no key the folder's code never uses", async () => {
        const english = await messagesOf(englishFile);
        expect(unusedKeys(Object.keys(english), await codeOf(path.dirname(englishFile)))).toEqual(
          [],
        );
      });
    });
  }
});
