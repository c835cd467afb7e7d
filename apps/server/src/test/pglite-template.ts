import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from '../db/migrate.ts';
import { pgliteConnection, pgliteExtensions } from '../db/pglite.ts';

/**
 * A migrated, empty PGlite data directory, dumped to a file. Creating a PGlite database runs
 * initdb (seconds); loading this dump takes a fraction of that, so every test file gets a fresh
 * database cheaply. The file name hashes the migrations and the PGlite version, so it is made
 * again only when either changes.
 */
export async function preparePgliteTemplate(migrationsFolder: string): Promise<string> {
  const key = await templateKey(migrationsFolder);
  const dir = path.join(tmpdir(), 'kinderwait-test');
  const file = path.join(dir, `pglite-template-${key}.tar`);
  if (existsSync(file)) return file;

  await mkdir(dir, { recursive: true });
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const connection = pgliteConnection(client);
  try {
    await runMigrations(connection, migrationsFolder);
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a parallel run never loads a half-written file.
    const partial = `${file}.${String(process.pid)}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await connection.close();
  }
  return file;
}

/** Opens a fresh in-memory PGlite from the template file. */
export async function openPgliteFromTemplate(templateFile: string): Promise<PGlite> {
  const dump = new File([await readFile(templateFile)], path.basename(templateFile));
  return PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
}

/** A hash of the PGlite version and the migrations: a template is made again when either changes. */
export async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  // The package's exports hide package.json, so read it next to the resolved entry (dist/).
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  if (existsSync(migrationsFolder)) {
    const files = await readdir(migrationsFolder, { recursive: true, withFileTypes: true });
    const names = files
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const name of names) {
      hash.update(path.relative(migrationsFolder, name));
      hash.update(await readFile(name));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
