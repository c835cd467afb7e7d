import { healthApiPaths, HealthResponse } from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    healthApiPaths.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
      // Load balancers poll it; the ping is one trivial query.
      config: { rateLimit: false },
      // Nor is each poll an access-log line: a failed check still logs its warning
      // (docs/decisions/performance.md#server).
      logLevel: 'warn',
    },
    async (request, reply) => {
      const report = await app.services.health.check();
      if (report.healthy) return report.body;
      request.log.warn({ err: report.error }, 'health check failed: database unreachable');
      return reply.code(503).send(report.body);
    },
  );
  done();
};
