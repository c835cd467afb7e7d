/** PostgreSQL's SQLSTATE for a broken unique constraint. */
const uniqueViolation = '23505';

function sqlState(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
}

/**
 * Whether a failed query broke a unique index. Drizzle wraps the driver's error (node-postgres or
 * PGlite, both carrying the SQLSTATE in `code`) in its own, with the original as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (sqlState(error) === uniqueViolation) return true;
  return error instanceof Error && sqlState(error.cause) === uniqueViolation;
}
