/** PostgreSQL's SQLSTATEs for a broken unique constraint and a broken foreign key. */
const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

function sqlState(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
}

/**
 * Whether a failed query broke a unique index. Drizzle wraps the driver's error (node-postgres or
 * PGlite, both carrying the SQLSTATE in `code`) in its own, with the original as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, uniqueViolation);
}

/** Whether a failed query referred to a row that does not exist (e.g. a deleted user). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, foreignKeyViolation);
}

function hasSqlState(error: unknown, state: string): boolean {
  if (sqlState(error) === state) return true;
  return error instanceof Error && sqlState(error.cause) === state;
}
