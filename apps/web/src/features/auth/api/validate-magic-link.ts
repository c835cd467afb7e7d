import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { ValidateMagicLinkResponse } from '@kinderwait/contract/account';
import type { ValidateMagicLinkBody } from '@kinderwait/contract/account';
import { httpClient } from '../../../api/http-client';
import { writeToken } from '../../../lib/storage';

/**
 * POST /api/account/magic-links/actions/validate (SPEC 4 "Magic-link login"): succeeds only when
 * the status is 200 and the response says success; then the token is stored. Anything else,
 * including an invalid, used or expired link (400), returns false.
 */
export async function validateMagicLink(body: ValidateMagicLinkBody): Promise<boolean> {
  try {
    // The typed helpers hide the status, which this rule needs, so the answer is parsed here.
    const response = await httpClient.post<unknown>(accountApiPaths.validateMagicLink, body, {
      handleErrors: false,
    });
    if (response.status !== 200) return false;
    const answer = ValidateMagicLinkResponse.safeParse(response.data);
    if (!answer.success || !answer.data.success) return false;
    writeToken(answer.data.token);
    return true;
  } catch {
    return false;
  }
}

const attempts = new Map<string, Promise<boolean>>();

/**
 * `validateMagicLink` once per link: a link is single-use, so a second call (React's StrictMode
 * runs effects twice in development, a re-render, a double click) must share the first answer.
 */
export function validateMagicLinkOnce(body: ValidateMagicLinkBody): Promise<boolean> {
  const key = `${body.userId}\n${body.etoken}`;
  let attempt = attempts.get(key);
  if (attempt === undefined) {
    attempt = validateMagicLink(body);
    attempts.set(key, attempt);
  }
  return attempt;
}
