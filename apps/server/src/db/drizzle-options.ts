import * as schema from './schema.ts';

/**
 * Options every drizzle handle is created with. `casing` must match drizzle.config.ts: a column
 * written `firstName` in a tables file is `first_name` in SQL.
 */
export const drizzleOptions = { schema, casing: 'snake_case' } as const;
