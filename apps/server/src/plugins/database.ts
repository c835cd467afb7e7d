import fp from 'fastify-plugin';
import type { Database, DatabaseConnection } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle handle; pass it to repositories. */
    db: Database;
    /** The open connection behind `db` (health checks ping it). */
    dbConnection: DatabaseConnection;
  }
}

export interface DatabasePluginOptions {
  connection: DatabaseConnection;
  /** True when the app opened the connection, so closing the app closes it. */
  closeOnShutdown: boolean;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  (app, { connection, closeOnShutdown }, done) => {
    app.decorate('db', connection.db);
    app.decorate('dbConnection', connection);
    if (closeOnShutdown) {
      // onClose runs after in-flight requests have finished, so none loses its database.
      app.addHook('onClose', async () => {
        await connection.close();
      });
    }
    done();
  },
  { name: 'database', fastify: '5.x' },
);
