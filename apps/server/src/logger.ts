import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { redactedText, redactPaths, scrubLogArguments, serializeRequest } from './log-privacy.ts';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * pino options: JSON lines everywhere except development, where pino-pretty (a dev dependency,
 * absent from production installs) makes them readable. `override` (tests: a level and a stream)
 * replaces the level and the output but never the privacy rules (log-privacy.ts), which every
 * logger the app builds gets.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  override?: LoggerOption,
): NonNullable<LoggerOption> {
  if (override === false) return false;
  const output =
    typeof override === 'object'
      ? override
      : {
          level: config.LOG_LEVEL,
          ...(config.NODE_ENV === 'development'
            ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
            : {}),
        };
  return {
    ...output,
    redact: { paths: [...redactPaths], censor: redactedText },
    serializers: {
      ...(typeof override === 'object' ? override.serializers : {}),
      req: serializeRequest,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
      },
    },
  };
}

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the completed line carries the request as well. Each line is a synchronous write, and the first
 * line was a tenth of a health check's CPU when profiled under `npm run bench:api`. Every other
 * line Fastify writes (errors, not found, shutdown) is unchanged.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged with the outcome, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function requestLogController(): LogController {
  return new OneLinePerRequest();
}
