import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');
// The package's bin, beside its main entry (the exports map does not list it).
const drizzleKit = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('drizzle-kit'))),
  'bin.cjs',
);

it('the committed migrations match the tables in src/app/schema.ts', async () => {
  // drizzle-kit generate, run on a copy: a schema change without its migration would add one.
  const copy = await mkdtemp(path.join(tmpdir(), 'kinderwait-drizzle-'));
  try {
    await cp(path.join(serverDir, 'drizzle'), copy, { recursive: true });
    const before = await readdir(copy);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect=postgresql',
        '--casing=snake_case',
        '--schema=./src/app/schema.ts',
        // drizzle-kit prefixes the folder with './', so it must be relative.
        `--out=${path.relative(serverDir, copy)}`,
      ],
      { cwd: serverDir },
    );
    expect(await readdir(copy), stdout).toEqual(before);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
