import rateLimit from '@fastify/rate-limit';
import { apiErrorCodes, tooManyRequestsMessage } from '@kinderwait/contract';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.ts';

export interface RateLimitPluginOptions {
  /** Requests per minute per client IP; a route tunes its own with `config: { rateLimit: {...} }`. */
  max: number;
}

/**
 * The default limit for every route. Counters live in process memory: with several API processes
 * behind a load balancer each process counts on its own until a shared store is configured.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      // Thrown into our error handler, which answers with the uniform error body.
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          apiErrorCodes.rateLimited,
          tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000))),
        ),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
