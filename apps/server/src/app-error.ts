/**
 * An error a service throws on purpose: its status, code and message reach the client as the
 * uniform `ApiErrorBody` (DESIGN 5). Anything else thrown is a bug and answers a bare 500.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
  }
}
