import type { ApiErrorCode, ValidationIssue } from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  formatValidationDetail,
} from '@kinderwait/contract';

/**
 * An error a service throws on purpose: its status, code, message and optional detail reach the
 * client as the uniform `ApiErrorBody` (docs/product/errors.md#the-api-error-body). The code must
 * be one the contract lists, so a client can map every code it may receive. Anything else thrown is
 * a bug and answers a bare 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  /** Says which part of the request is wrong (e.g. "body.phoneNumber: ..."), when the message does not. */
  readonly detail: string | undefined;

  constructor(statusCode: number, code: ApiErrorCode, message: string, detail?: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.detail = detail;
  }
}

/**
 * A 429 thrown by a service's own limit (per account, per email): like the rate-limit plugin's,
 * it says when to come back, as the Retry-After header (seconds) the error handler sets.
 */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: ApiErrorCode, message: string, retryAfterSeconds: number) {
    super(429, code, message);
    this.name = 'TooManyRequestsError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** A 400 naming every field a service's own rules refused (what zod could not check). */
export function invalidRequest(issues: readonly ValidationIssue[]): AppError {
  return new AppError(
    400,
    commonErrorCodes.validationFailed,
    commonErrorMessages.invalidRequest,
    formatValidationDetail(issues),
  );
}
