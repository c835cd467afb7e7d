import type { ApiErrorCode } from '@kinderwait/contract';

/**
 * An error a service throws on purpose: its status, code, message and optional detail reach the
 * client as the uniform `ApiErrorBody` (DESIGN 5). The code must be one the contract lists, so a
 * client can map every code it may receive. Anything else thrown is a bug and answers a bare 500.
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
