import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration parsed at start-up. */
    config: Config;
  }
}

export const configPlugin = fp<{ config: Config }>(
  (app, { config }, done) => {
    app.decorate('config', config);
    done();
  },
  { name: 'config', fastify: '5.x' },
);
