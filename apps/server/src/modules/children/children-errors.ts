import { childrenErrorCodes, childrenMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';

/** Another parent's child, or an unknown id: the same 404 (the waitlist answers it too). */
export const childNotFound = (): AppError =>
  new AppError(404, childrenErrorCodes.childNotFound, childrenMessages.childNotFound);
