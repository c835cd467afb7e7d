import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConnection, DatabaseLogger } from './database.ts';
import { drizzleOptions } from './drizzle-options.ts';
import { createPostgresListener } from './postgres-listener.ts';
import { singleFlight } from './single-flight.ts';

/**
 * Arbitrary constant for pg_advisory_lock: several API processes starting at once against one
 * PostgreSQL must not apply the same migration twice (drizzle's migrator takes no lock itself).
 */
const migrationLockKey = 7_204_311;

export function openPostgres(connectionString: string, log: DatabaseLogger): DatabaseConnection {
  const pool = new pg.Pool({ connectionString });
  // Without a listener, an idle client losing its connection (server restart, failover) would
  // crash the process; pg discards that client and the next query reconnects.
  pool.on('error', (err) => {
    log.error({ err }, 'idle PostgreSQL client failed');
  });
  const db = drizzle({ client: pool, ...drizzleOptions });
  const listener = createPostgresListener(connectionString, log);
  let closed = false;
  return {
    db,
    driver: 'postgres',
    // Concurrent pings (a load balancer's health checks under load) share one query.
    ping: singleFlight(async () => {
      await db.execute(sql`select 1`);
    }),
    migrate: async (folder) => {
      // The advisory lock belongs to a session, so lock, migrate and unlock on one client.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migrate(drizzle({ client, ...drizzleOptions }), {
            migrationsFolder: folder,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, channelListener) => listener.listen(channel, channelListener),
    close: async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
