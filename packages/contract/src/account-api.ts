/**
 * What the account, users and roles API answers besides the payloads of account.ts: error codes
 * and messages (so the web app can branch on `code` and show the server's words), the user-name
 * rule both sides check, and the sign-in constants the emails and screens mention.
 */

/** The HTTP header every call carries with the current role's id (SPEC 6). */
export const roleIdHeader = 'roleId';

/** A sign-in link works once, for this long (also said in the email). */
export const magicLinkTtlMinutes = 15;

/** The register screen a "no account yet" email links to (SPEC 2.4 register). */
export const authRegisterPath = '/auth/register';

/**
 * Optional user handle: 3 to 30 characters, starting with a letter, then letters, digits, '.',
 * '_' or '-'; unique regardless of case. See docs/permissions.md (users) and docs/decisions.md.
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

export const accountErrorCodes = {
  invalidMagicLink: 'invalid_magic_link',
  confirmationUrlNotAllowed: 'confirmation_url_not_allowed',
  tooManyEmailRequests: 'too_many_email_requests',
  mailUnavailable: 'mail_unavailable',
  authenticationRequired: 'authentication_required',
  accessTokenExpired: 'access_token_expired',
  invalidRefreshToken: 'invalid_refresh_token',
  refreshTokenReused: 'refresh_token_reused',
  roleNotHeld: 'role_not_held',
  permissionMissing: 'permission_missing',
  userNotFound: 'user_not_found',
  emailMismatch: 'email_mismatch',
  roleAssignmentForbidden: 'role_assignment_forbidden',
  providerRoleConflict: 'provider_role_conflict',
  unsupportedFilter: 'unsupported_filter',
  userNameTaken: 'user_name_taken',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];

export const accountMessages = {
  /** The answer to every magic-link and resend call, whether or not the email had an account. */
  magicLinkSent: 'Check your inbox: we have sent you an email to continue signing in.',
  invalidMagicLink: 'This sign-in link is invalid or has expired. Request a new one.',
  confirmationUrlNotAllowed: 'confirmationUrl must be a page of this application.',
  tooManyEmailRequests: 'Too many sign-in requests for this email. Try again in a few minutes.',
  mailUnavailable: 'We could not send the email right now. Try again in a few minutes.',
  authenticationRequired: 'Authentication required',
  accessTokenExpired: 'Access token expired',
  invalidRefreshToken: 'Invalid refresh token',
  roleNotHeld: 'You do not hold this role',
  missingPermission: (permission: string): string =>
    `Your current role does not have the permission '${permission}'`,
  userNotFound: 'User not found',
  emailMismatch: 'The email does not belong to this user.',
  superAdminAssignment: 'Only an administrator can assign the SuperAdmin role.',
  providerRoleConflict: (first: string, second: string): string =>
    `A user can hold only one provider role, not both ${first} and ${second}.`,
  unsupportedFilter: 'Unsupported filter',
  phoneNotPossible:
    'Phone number is not a possible number for its country code, for example +14151231234',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  userNameTaken: 'This user name is already taken.',
  userNameEmailOtherAccounts: 'The user name and the email belong to different accounts.',
} as const;
