import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

/** A word from its parts, so that this file does not match its own patterns. */
const word = (...parts: string[]): string => parts.join('');
const spec = word('SP', 'EC');
const design = word('DES', 'IGN');

const citedAnywhere = [
  new RegExp(`\\b(?:${spec}|${design}) \\d`),
  new RegExp(`(?:${spec}|${design})\\.md`),
  new RegExp(`\\.\\./${word('sha', 'red')}\\b`),
];
const citedOutsideDecisions = new RegExp(`\\b[Ii]${word('ss', 'ue')} \\d+`);
const decisionsFolder = 'docs/decisions/';

const textExtensions = ['.ts', '.tsx', '.mjs', '.js', '.md', '.json', '.yml', '.sh'];
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => textExtensions.some((extension) => file.endsWith(extension)))
    .filter((file) => path.basename(file) !== 'package-lock.json')
    .filter((file) => !file.split('/').includes('node_modules'));
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(repoRoot, file), 'utf8');
  } catch (error) {
    // Deleted in the working tree but not yet in the index: nothing left to cite anything.
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The repository stands on its own: no file cites a document that is not in it. The product's
 * behaviour is in docs/product/, the decisions in docs/decisions/ (whose headings name the work
 * they came from, so only there may a tracker number appear).
 */
it('no tracked file cites a document outside the repository', async () => {
  const files = trackedTextFiles();
  expect(files.length).toBeGreaterThan(0);
  const citations: string[] = [];
  for (const file of files) {
    const text = await readIfPresent(file);
    if (text === undefined) continue;
    const patterns = file.startsWith(decisionsFolder)
      ? citedAnywhere
      : [...citedAnywhere, citedOutsideDecisions];
    text.split('\n').forEach((line, index) => {
      if (patterns.some((pattern) => pattern.test(line)))
        citations.push(`${file}:${String(index + 1)}: ${line.trim()}`);
    });
  }
  expect(citations, 'point these at docs/product/ or docs/decisions/ instead').toEqual([]);
});
