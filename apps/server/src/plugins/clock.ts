import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests inject a clock they can move forward. */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock: Clock }>(
  (app, { clock }, done) => {
    app.decorate('clock', clock);
    done();
  },
  { name: 'clock', fastify: '5.x' },
);
