import axios from 'axios';
import type { ValidateMagicLinkBody } from '@kinderwait/contract/sign-in';
import { privacyErrorCodes } from '@kinderwait/contract/privacy';
import { signInApiPaths, ValidateMagicLinkResponse } from '@kinderwait/contract/sign-in';
import { apiErrorCodeOf } from '../../../api/error-words';
import { httpClient } from '../../../api/http-client';
import { writeToken } from '../../../lib/storage';

/**
 * What checking an emailed link came to: signed in; refused (the link is invalid, used or
 * expired, or the answer was not a success); refused because the account is closed and waiting
 * to be deleted; or not checked at all (no answer, too many attempts, a server error), in which
 * case the link is untouched and may be tried again.
 */
export type MagicLinkCheck =
  | { outcome: 'signedIn' }
  | { outcome: 'refused' }
  | { outcome: 'accountClosed' }
  /** `refusal`: the error of a call refused for a reason worth telling (too many attempts). */
  | { outcome: 'notChecked'; refusal: unknown };

/** The check of a link whose call failed: only an answer about the link itself refuses it. */
function failedCheck(error: unknown): MagicLinkCheck {
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    if (status === undefined || status >= 500) {
      return { outcome: 'notChecked', refusal: undefined };
    }
    if (status === 429) return { outcome: 'notChecked', refusal: error };
    if (apiErrorCodeOf(error) === privacyErrorCodes.accountClosed) {
      return { outcome: 'accountClosed' };
    }
  }
  return { outcome: 'refused' };
}

/**
 * POST /api/account/magic-links/actions/validate
 * (docs/product/accounts.md#the-confirmation-screen): signs in only when the status is 200 and the
 * response says success; then the token is stored. Every other answer is a failed validation, told
 * apart only so the page can offer the right way on.
 */
export async function checkMagicLink(body: ValidateMagicLinkBody): Promise<MagicLinkCheck> {
  try {
    // The typed helpers hide the status, which this rule needs, so the answer is parsed here.
    const response = await httpClient.post<unknown>(signInApiPaths.validateMagicLink, body, {
      handleErrors: false,
    });
    if (response.status !== 200) return { outcome: 'refused' };
    const answer = ValidateMagicLinkResponse.safeParse(response.data);
    if (!answer.success || !answer.data.success) return { outcome: 'refused' };
    writeToken(answer.data.token);
    return { outcome: 'signedIn' };
  } catch (error) {
    return failedCheck(error);
  }
}

const attempts = new Map<string, Promise<MagicLinkCheck>>();

/**
 * `checkMagicLink` once per link: a link is single-use, so a second call (React's StrictMode runs
 * effects twice in development, a re-render, a double click) must share the first answer. An
 * attempt that did not reach a verdict is forgotten, so "Try again" asks the server again.
 */
export function checkMagicLinkOnce(body: ValidateMagicLinkBody): Promise<MagicLinkCheck> {
  const key = `${body.userId}\n${body.etoken}`;
  const existing = attempts.get(key);
  if (existing !== undefined) return existing;
  const attempt = checkMagicLink(body).then((check) => {
    if (check.outcome === 'notChecked') attempts.delete(key);
    return check;
  });
  attempts.set(key, attempt);
  return attempt;
}
