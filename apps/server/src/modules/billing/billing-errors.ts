import type { ApiErrorCode } from '@kinderwait/contract';
import {
  billingErrorCodes,
  billingMessages,
  formatValidationDetail,
  productAdminErrorCodes,
  productAdminMessages,
  subscriptionsErrorCodes,
  subscriptionsMessages,
  usersErrorCodes,
  usersMessages,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';

// The billing module's errors, one factory each, for every sub-folder that throws them.

/** A 400 naming the body field at `path`, like a schema error, so a form shows it there. */
export const invalidBodyField = (
  code: ApiErrorCode,
  message: string,
  path: readonly string[],
): AppError =>
  new AppError(400, code, message, formatValidationDetail([{ path: ['body', ...path], message }]));

/** Another user's checkout, or one that is not a payment, is not revealed: the same 404. */
export const checkoutSessionNotFound = (): AppError =>
  new AppError(
    404,
    billingErrorCodes.checkoutSessionNotFound,
    billingMessages.checkoutSessionNotFound,
  );

export const subscriptionNotFound = (): AppError =>
  new AppError(
    404,
    subscriptionsErrorCodes.subscriptionNotFound,
    subscriptionsMessages.subscriptionNotFound,
  );

export const productNotFound = (): AppError =>
  new AppError(404, productAdminErrorCodes.productNotFound, productAdminMessages.productNotFound);

/** A user the actor may not see answers as an unknown one: the users module's 404. */
export const userNotFound = (): AppError =>
  new AppError(404, usersErrorCodes.userNotFound, usersMessages.userNotFound);

/** The processor did not answer; nothing was changed (Stripe retries a webhook that fails). */
export const paymentsUnavailable = (): AppError =>
  new AppError(503, billingErrorCodes.paymentsUnavailable, billingMessages.paymentsUnavailable);
