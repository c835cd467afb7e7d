import { ConfigError, loadDatabaseConfig } from '../config.ts';
import { runMigrations } from './migrate.ts';
import { openDatabase } from './open-database.ts';

/** `npm run db:migrate -w apps/server`: applies pending migrations to the configured database. */
async function main(): Promise<void> {
  const config = loadDatabaseConfig();
  const connection = await openDatabase(config, {
    error: (details, message) => {
      console.error(message, details);
    },
  });
  try {
    await runMigrations(connection);
    console.log(`Migrations are up to date on the ${connection.driver} database.`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
