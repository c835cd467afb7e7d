import pg from 'pg';
import { openPostgres } from '../db/postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { templateKey } from './pglite-template.ts';

/**
 * A migrated, empty PostgreSQL database that test files copy (`create database … template …`,
 * a fraction of a second) instead of migrating a database of their own each. Named after the
 * migrations' hash, so it is made once and again only when they change; made under another
 * name and renamed, so a parallel run never copies a half-migrated one.
 */
export async function preparePostgresTemplate(
  adminUrl: string,
  migrationsFolder: string,
): Promise<string> {
  const name = `kw_tpl_${await templateKey(migrationsFolder)}`;
  const existing = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [
    name,
  ]);
  if (existing.length > 0) return name;

  const partial = `${name}_${String(process.pid)}`;
  await adminQuery(adminUrl, `drop database if exists "${partial}"`);
  await adminQuery(adminUrl, `create database "${partial}"`);
  const connection = openPostgres(databaseUrl(adminUrl, partial), {
    error: (details, message) => {
      console.error(message, details);
    },
  });
  try {
    await runMigrations(connection, migrationsFolder);
  } finally {
    await connection.close();
  }
  try {
    await adminQuery(adminUrl, `alter database "${partial}" rename to "${name}"`);
  } catch (error) {
    // Another run made the same template meanwhile: use theirs.
    await adminQuery(adminUrl, `drop database if exists "${partial}"`);
    const made = await adminQuery(adminUrl, 'select 1 from pg_database where datname = $1', [name]);
    if (made.length === 0) throw error;
  }
  return name;
}

/** `adminUrl` pointing at the database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (create/drop database cannot run in a transaction). */
export async function adminQuery(
  adminUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<Record<string, unknown>>(statement, values);
    return result.rows;
  } finally {
    await client.end();
  }
}
