import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';

/** The waitlist module's errors that more than one of its sub-folders throws. */

export const ticketNotFound = (): AppError =>
  new AppError(404, waitlistErrorCodes.waitlistTicketNotFound, waitlistMessages.ticketNotFound);

export const providerNotFound = (): AppError =>
  new AppError(
    404,
    waitlistErrorCodes.childcareProviderNotFound,
    waitlistMessages.providerNotFound,
  );

export const requestNotFound = (): AppError =>
  new AppError(404, waitlistErrorCodes.childcareRequestNotFound, waitlistMessages.requestNotFound);

export const requestEnrolled = (): AppError =>
  new AppError(409, waitlistErrorCodes.childcareRequestEnrolled, waitlistMessages.requestEnrolled);
