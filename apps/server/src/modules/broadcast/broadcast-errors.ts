import { broadcastErrorCodes, broadcastMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';

/** The broadcast module's errors that more than one of its sub-folders throws. */

export const orderNotFound = (): AppError =>
  new AppError(404, broadcastErrorCodes.broadcastOrderNotFound, broadcastMessages.orderNotFound);

export const orderNotPayable = (): AppError =>
  new AppError(
    409,
    broadcastErrorCodes.broadcastOrderNotPayable,
    broadcastMessages.orderNotPayable,
  );

export const broadcastClosed = (): AppError =>
  new AppError(409, broadcastErrorCodes.broadcastClosed, broadcastMessages.broadcastClosed);
