import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './database.ts';
import { drizzleOptions } from './drizzle-options.ts';
import { singleFlight } from './single-flight.ts';

/**
 * The extensions every embedded database loads: pgvector, for the knowledge base's search by
 * meaning (knowledge-base-vectors.ts creates it when an embedding model is configured). Loading
 * only makes it available; nothing uses it until `create extension`.
 */
export const pgliteExtensions = { vector };

/** Wraps an already open PGlite (tests load one from a dump) in our connection interface. */
export function pgliteConnection(client: PGlite): DatabaseConnection {
  const db = drizzle({ client, ...drizzleOptions });
  let migrations: Promise<unknown> = Promise.resolve();
  return {
    db,
    driver: 'pglite',
    // Concurrent pings (a load balancer's health checks under load) share one query. PGlite's
    // own simple-protocol exec costs a fraction of drizzle's execute, which copies PGlite's
    // whole table of type parsers for every query.
    ping: singleFlight(async () => {
      await client.exec('select 1');
    }),
    // One PGlite belongs to one process, so queueing is all it takes to never run the same
    // migration twice (PostgreSQL needs a lock across processes, see postgres.ts).
    migrate: (folder) => {
      const run = migrations.then(() => migrate(db, { migrationsFolder: folder }));
      migrations = run.catch(() => undefined);
      return run;
    },
    // One PGlite is one session, so nothing between a NOTIFY and its listeners can be lost.
    listen: (channel, listener) =>
      client.listen(channel, (payload) => {
        listener.message(payload);
      }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens (creating on first use) the embedded database stored in `dataDir`. */
export async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  // PGlite creates its own directory but fails when the parent is missing.
  await mkdir(path.dirname(dataDir), { recursive: true });
  return pgliteConnection(await PGlite.create({ dataDir, extensions: pgliteExtensions }));
}
