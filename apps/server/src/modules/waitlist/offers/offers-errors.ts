import type { OfferStatus } from '@kinderwait/contract';
import { offersErrorCodes, offersMessages, waitlistErrorCodes } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import { deadlineWords } from './offers-deadline.ts';

export const offerNotFound = (): AppError =>
  new AppError(404, offersErrorCodes.offerNotFound, offersMessages.offerNotFound);

export const requestNotFound = (): AppError =>
  new AppError(404, waitlistErrorCodes.childcareRequestNotFound, offersMessages.requestNotFound);

export const requestNotWaiting = (): AppError =>
  new AppError(409, offersErrorCodes.requestNotWaiting, offersMessages.requestNotWaiting);

export const noSpaceLeft = (): AppError =>
  new AppError(409, offersErrorCodes.noSpaceLeft, offersMessages.noSpaceLeft);

export const linkInvalid = (): AppError =>
  new AppError(404, offersErrorCodes.offerLinkInvalid, offersMessages.linkInvalid);

export const notAccepted = (): AppError =>
  new AppError(409, offersErrorCodes.offerNotAccepted, offersMessages.notAccepted);

export const offerExpired = (deadlineAt: Date): AppError =>
  new AppError(
    409,
    offersErrorCodes.offerExpired,
    offersMessages.offerExpired(deadlineWords(deadlineAt)),
  );

/** Why a closed offer cannot be answered, in the family's words. */
export function offerClosed(status: Exclude<OfferStatus, 'open'>, deadlineAt: Date): AppError {
  if (status === 'expired') return offerExpired(deadlineAt);
  if (status === 'withdrawn') {
    return new AppError(409, offersErrorCodes.offerNotOpen, offersMessages.offerWithdrawn);
  }
  return new AppError(
    409,
    offersErrorCodes.offerNotOpen,
    offersMessages.offerAlreadyAnswered(status),
  );
}
