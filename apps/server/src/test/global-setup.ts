import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/migrate.ts';
import { preparePgliteTemplate } from './pglite-template.ts';
import { preparePostgresTemplate } from './postgres-template.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Dump of a migrated PGlite database; see pglite-template.ts. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to copy ('' without TEST_DATABASE_URL); see postgres-template.ts. */
    postgresTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pgliteTemplateFile, postgresTemplateDatabase] = await Promise.all([
    preparePgliteTemplate(migrationsFolder),
    adminUrl === undefined ? '' : preparePostgresTemplate(adminUrl, migrationsFolder),
  ]);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplateDatabase', postgresTemplateDatabase);
}
