import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../test/test-app.ts';
import { runMigrations } from './migrate.ts';

/** What drizzle-kit generate writes for a module's first and second table change. */
const migrations = [
  {
    tag: '0000_probe_notes',
    sql: `CREATE TABLE "probe_notes" (
\t"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
\t"note_text" text NOT NULL
);`,
  },
  {
    tag: '0001_probe_notes_created_at',
    sql: 'ALTER TABLE "probe_notes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;',
  },
];

async function writeMigrationsFolder(folder: string, count: number): Promise<void> {
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const applied = migrations.slice(0, count);
  for (const migration of applied) {
    await writeFile(path.join(folder, `${migration.tag}.sql`), migration.sql);
  }
  const entries = applied.map((migration, idx) => ({
    idx,
    version: '7',
    // drizzle applies only migrations newer than the last one applied, and this database has the
    // committed ones: date the probes far in the future so they always come after.
    when: 4_000_000_000_000 + idx,
    tag: migration.tag,
    breakpoints: true,
  }));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
}

forEachDatabase((t) => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kinderwait-migrations-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const columnsOf = async (table: string): Promise<string[]> => {
    const result = await t
      .connection()
      .db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = ${table} order by column_name`,
      );
    return result.rows.map((row) => row.column_name);
  };

  it('applies generated migrations in order, each once, also when started concurrently', async () => {
    const folder = path.join(root, 'drizzle');
    await writeMigrationsFolder(folder, 1);
    await Promise.all([
      runMigrations(t.connection(), folder),
      runMigrations(t.connection(), folder),
    ]);
    expect(await columnsOf('probe_notes')).toEqual(['id', 'note_text']);

    await writeMigrationsFolder(folder, 2);
    await runMigrations(t.connection(), folder);
    await runMigrations(t.connection(), folder);
    expect(await columnsOf('probe_notes')).toEqual(['created_at', 'id', 'note_text']);
  });

  it('applies the committed migrations to a database that is already up to date', async () => {
    await expect(runMigrations(t.connection())).resolves.toBeUndefined();
  });
});
