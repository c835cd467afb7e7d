/**
 * Every module's tables, for drizzle-kit (migrations) and for typed relational queries
 * (`db.query.<table>`). A module with tables adds one line:
 *   export * from '../modules/<module>/<module>.tables.ts';
 * then runs `npm run db:generate -w apps/server` (see drizzle.config.ts).
 */
export {};
