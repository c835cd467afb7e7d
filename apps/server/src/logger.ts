import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * pino options: JSON lines everywhere except development, where pino-pretty (a dev dependency,
 * absent from production installs) makes them readable.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    // Tokens travel in these; they must never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
    ...(config.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}
