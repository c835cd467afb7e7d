import { healthApiPaths, HealthResponse } from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service.ts';

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
    },
    async (request, reply) => {
      const report = await checkHealth(app.dbConnection);
      if (report.healthy) return report.body;
      request.log.warn({ err: report.error }, 'health check failed: database unreachable');
      return reply.code(503).send(report.body);
    },
  );
  done();
};
