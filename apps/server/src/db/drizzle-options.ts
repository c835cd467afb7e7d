/**
 * Options every drizzle handle is created with. `casing` must match drizzle.config.ts: a column
 * written `firstName` in a tables file is `first_name` in SQL.
 */
export const drizzleOptions = { casing: 'snake_case' } as const;
