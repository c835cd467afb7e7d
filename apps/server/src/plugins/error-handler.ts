import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  formatValidationDetail,
  httpErrorCode,
} from '@kinderwait/contract';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, TooManyRequestsError } from '../app-error.ts';

/**
 * One error handler for the whole app (docs/product/errors.md#the-api-error-body): invalid input is
 * a 400 whose `detail` names each field and its problem; an AppError carries its own status and
 * message; framework 4xx errors get a code and their explanation as the detail; anything else is a
 * bug, logged in full and answered with a bare 500.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
      if (error instanceof AppError) {
        request.log.info({ code: error.code, statusCode: error.statusCode }, error.message);
        if (error instanceof TooManyRequestsError) {
          void reply.header('retry-after', String(error.retryAfterSeconds));
        }
        const body: ApiErrorBody = {
          message: error.message,
          ...(error.detail === undefined ? {} : { detail: error.detail }),
          code: error.code,
        };
        return reply.code(error.statusCode).send(body);
      }
      if (error.validation !== undefined) {
        request.log.info({ validation: error.validation }, 'invalid request');
        const body: ApiErrorBody = {
          message: commonErrorMessages.invalidRequest,
          detail: describeValidationIssues(error.validation, error.validationContext),
          code: commonErrorCodes.validationFailed,
        };
        return reply.code(400).send(body);
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        // Malformed JSON, unsupported media type, body too large...: the client's fault, and the
        // framework's message says what to fix.
        request.log.info({ err: error }, 'request rejected');
        return reply.code(statusCode).send(frameworkErrorBody(statusCode, error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      const body: ApiErrorBody = {
        message: commonErrorMessages.internalServerError,
        code: commonErrorCodes.internalError,
      };
      return reply.code(500).send(body);
    });
    done();
  },
  { name: 'error-handler', fastify: '5.x' },
);

/**
 * The 400 detail in the contract's format: "body.email: Invalid email address; querystring.id:
 * Invalid input: expected string, received undefined".
 */
export function describeValidationIssues(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  return formatValidationDetail(
    issues.map((issue) => {
      const fieldPath = issue.instancePath.split('/').filter((segment) => segment !== '');
      return {
        path: context === undefined ? fieldPath : [context, ...fieldPath],
        message: issue.message ?? 'is invalid',
      };
    }),
  );
}

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoding, a failed
 * constraint), answered in the uniform body too. Passed as the `frameworkErrors` server option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'request rejected before routing');
  void reply.code(400).send(frameworkErrorBody(400, error.message));
}

/** Statuses our own errors already put in words; the framework's say the same. */
const ownMessages: Readonly<Partial<Record<number, string>>> = {
  400: commonErrorMessages.invalidRequest,
  404: commonErrorMessages.notFound,
};

/** Where the framework's explanation only repeats the status (it never echoes the media type). */
const plainerDetails: Readonly<Partial<Record<number, string>>> = {
  415: 'The request body is in a format (Content-Type) this endpoint does not accept.',
};

/**
 * The uniform body for a 4xx the framework raised: the status in words as `message` (a 400 reads
 * like any invalid input, a 404 like ours), the contract's code for the status (`bad_request`,
 * `payload_too_large`, `unsupported_media_type`...) and the framework's explanation as `detail`.
 */
export function frameworkErrorBody(statusCode: number, explanation: string): ApiErrorBody {
  const reason = STATUS_CODES[statusCode] ?? 'Client error';
  return {
    message: ownMessages[statusCode] ?? reason,
    detail:
      explanation.toLowerCase() === reason.toLowerCase()
        ? (plainerDetails[statusCode] ?? explanation)
        : explanation,
    code: httpErrorCode(statusCode),
  };
}

/**
 * What Node reports on the `clientError` event, as the status we answer with: a client too slow
 * to send its headers or its request (the server's headers and request timeouts), headers too
 * large, or anything else the parser refused.
 */
const clientErrorStatuses: Readonly<Record<string, { status: number; explanation: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    explanation: 'The request did not arrive in time; send it again.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, explanation: 'The request headers are too large.' },
};
const notValidHttp = {
  status: 400,
  explanation: 'The request line or its headers are not valid HTTP.',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (raw non-ASCII bytes in the request
 * line, malformed headers), and clients the server's timeouts cut off: the uniform error body,
 * written straight to the socket, which is then closed. Passed as the `clientErrorHandler` server
 * option.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, explanation } =
    (error.code === undefined ? undefined : clientErrorStatuses[error.code]) ?? notValidHttp;
  const body = JSON.stringify(frameworkErrorBody(status, explanation));
  socket.end(
    [
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? 'Client Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${String(Buffer.byteLength(body))}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
