import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/migrate.ts';
import { preparePgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Dump of a migrated PGlite database; see pglite-template.ts. */
    pgliteTemplateFile: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplateFile', await preparePgliteTemplate(migrationsFolder));
}
