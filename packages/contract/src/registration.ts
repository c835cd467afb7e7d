import { z } from 'zod';
import { safeText } from './rules/safe-text.ts';

/**
 * The register form's server checks (docs/product/accounts.md#field-checks; legacy non-`/api`
 * paths) and the user-name rule both sides apply. The register page's own path is
 * `authRegisterPath` in web-paths.ts, which public pages import without these schemas.
 */
export const registrationApiPaths = {
  validateEmail: '/account/validateEmail',
  validateUserName: '/account/validateUserName',
  validateUserNameEmail: '/account/validateUserNameEmail',
} as const;

/**
 * Optional user handle: 3 to 30 characters, starting with a letter, then letters, digits, '.', '_'
 * or '-'; unique regardless of case. See docs/permissions.md (users) and
 * docs/decisions/accounts.md#accounts-and-access-issue-3.
 */
export const userNameRule = {
  minLength: 3,
  maxLength: 30,
  pattern: /^[A-Za-z][A-Za-z0-9._-]{2,29}$/,
  description:
    "A user name has 3 to 30 characters: a letter first, then letters, digits, '.', '_' or '-'.",
} as const;

export function isValidUserName(value: string): boolean {
  return userNameRule.pattern.test(value);
}

/** The user handle as payloads take it; uniqueness is checked by the server. */
export const UserName = safeText(
  z.string().trim().regex(userNameRule.pattern, userNameRule.description),
);

/** GET /account/validateEmail, /account/validateUserName, /account/validateUserNameEmail */
export const ValidateEmailQuery = z.object({ email: safeText(z.string().max(254)) });
export const ValidateUserNameQuery = z.object({ userName: safeText(z.string().max(100)) });
export const ValidateUserNameEmailQuery = z.object({
  userName: safeText(z.string().max(100)),
  email: safeText(z.string().max(254)),
});
export const FieldCheckResponse = z.object({
  valid: z.boolean(),
  available: z.boolean(),
  /** Why the value cannot be used; absent when it can. */
  message: z.string().optional(),
});
export type FieldCheckResponse = z.infer<typeof FieldCheckResponse>;

/** The checks answer 200 with these as `message`; they have no error codes of their own. */
export const registrationMessages = {
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  /** Also the message of users' `user_name_taken` error. */
  userNameTaken: 'This user name is already taken.',
  userNameEmailOtherAccounts: 'The user name and the email belong to different accounts.',
} as const;
