import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w apps/server` writes a SQL migration in ./drizzle for every change to
 * the tables re-exported by src/app/schema.ts. Generating needs no database; the app applies
 * pending migrations at start-up (and `npm run db:migrate -w apps/server` does it for operators).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/app/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
