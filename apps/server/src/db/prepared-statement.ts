import type { Database } from './database.ts';

/**
 * A query of a hot request path built once per database handle (drizzle's `.prepare(name)`): drizzle
 * does not rebuild its SQL on every call, and PostgreSQL parses and plans it once per connection.
 *
 *   const childQuery = preparedStatement((db) =>
 *     db.select().from(children).where(eq(children.id, sql.placeholder('id'))).prepare('children_find'),
 *   );
 *   const rows = await childQuery(db).execute({ id });
 *
 * The name must be unique in the application: PostgreSQL keeps one statement per name.
 */
export function preparedStatement<Query>(
  prepare: (db: Database) => Query,
): (db: Database) => Query {
  // Keyed by handle: a transaction is its own handle, and a closed database is let go.
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
