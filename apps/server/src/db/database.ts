import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What both drivers return from `db.execute(sql...)`: PGlite's Results and node-postgres'
 * QueryResult share `rows`, so raw SQL stays typed (`db.execute<{ id: string }>(...)`).
 */
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

export interface QueryRows<TRow> {
  rows: TRow[];
}

/**
 * The drizzle handle repositories take as a parameter. It is drizzle's driver-neutral base type,
 * so the same repository code runs on PGlite and on node-postgres (and inside `db.transaction`).
 * It carries no schema: repositories query their own tables by import, so the database layer
 * does not depend on the modules (app/schema.ts lists every table for drizzle-kit).
 */
export type Database = PgDatabase<DatabaseQueryResultHKT>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** An open database: the drizzle handle plus the lifecycle the app and tests need. */
export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Resolves when a real query succeeds; rejects when the database is unreachable or closed. */
  ping(): Promise<void>;
  /** Applies the SQL migrations in `folder` that have not run yet. */
  migrate(folder: string): Promise<void>;
  /**
   * Receives the payloads NOTIFY sends on `channel`, from every process on this database (this
   * one included), until the returned function is called. `listener.gap` runs when payloads may
   * have been missed (the listening session was lost and opened again).
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** Closes the connection; calling it again does nothing. */
  close(): Promise<void>;
}

/** The part of a pino logger the database needs, so this layer does not depend on Fastify. */
export interface DatabaseLogger {
  error(details: object, message: string): void;
}

export interface ChannelListener {
  message(payload: string): void;
  gap(): void;
}
