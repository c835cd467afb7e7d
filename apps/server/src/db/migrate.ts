import path from 'node:path';
import type { DatabaseConnection } from './database.ts';

/** The committed SQL migrations drizzle-kit generates (apps/server/drizzle). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the migrations in `folder` that this database has not run yet. */
export async function runMigrations(
  connection: DatabaseConnection,
  folder: string = migrationsFolder,
): Promise<void> {
  await connection.migrate(folder);
}
