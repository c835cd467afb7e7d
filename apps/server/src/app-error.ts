/**
 * An error a service throws on purpose: its status, code, message and optional detail reach the
 * client as the uniform `ApiErrorBody` (DESIGN 5). Anything else thrown is a bug and answers a
 * bare 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Says which part of the request is wrong (e.g. "phoneNumber: ..."), when the message does not. */
  readonly detail: string | undefined;

  constructor(statusCode: number, code: string, message: string, detail?: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.detail = detail;
  }
}
