import DataLoader from 'dataloader';
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

/** PostgreSQL's text form of a UUID (any case): a key that will not fail a `::uuid[]` cast. */
export const isUuidText = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Loads by key, combining the keys asked for in one turn of the event loop into one `load` of at
 * most `maxBatchSize` keys (DataLoader). A batch is sent from setImmediate, which runs after the
 * I/O callbacks of the turn: every request read from a socket in this turn has asked by then, so
 * requests arriving together share a round trip; alone, a request waits for nothing but the end
 * of the turn. Nothing is remembered across batches: each key is forgotten as its batch starts
 * loading, so every caller gets rows read by a query that started after it asked, and within a
 * batch a key asked twice is loaded once. A key missing from `load`'s answer is undefined.
 */
export function batchLoader<K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatchSize = 100,
): (key: K) => Promise<V | undefined> {
  const loader: DataLoader<K, V | undefined> = new DataLoader(
    async (keys) => {
      for (const key of keys) loader.clear(key);
      const found = await load(keys);
      return keys.map((key) => found.get(key));
    },
    { maxBatchSize, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return (key) => loader.load(key);
}

/**
 * A lookup by key of a hot request path, as a prepared statement taking every key at once behind a
 * batch loader (`batchLoader`), one per database handle: the lookups of one turn of the event loop
 * share a round trip. Under load that is most of a request's statements: on the two-core machine
 * each round trip to a local PostgreSQL cost about 60 µs of the API's CPU in the socket write alone
 * (bench:match profile,
 * docs/decisions/matching.md#matching-at-scale-second-pass-issue-10-speed-2026-11-23).
 *
 *   const childLoader = batchedStatement((db) => {
 *     const query = db.select().from(children)
 *       .where(sql`${children.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('children_find');
 *     return async (ids) => new Map((await query.execute({ ids })).map((row) => [row.id, row]));
 *   });
 *   const child = await childLoader(db)(id);
 *
 * Keys cast in SQL must be valid for the cast: one bad key would fail the whole batch.
 */
export function batchedStatement<K, V>(
  prepare: (db: Database) => (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): (db: Database) => (key: K) => Promise<V | undefined> {
  return preparedStatement((db) => batchLoader(prepare(db)));
}
