import { describe, expect, test } from 'vitest';
import {
  ApiErrorBody,
  apiErrorCodes,
  commonErrorCodes,
  httpErrorCode,
  otherClientErrorCode,
} from './errors.ts';
import { billingErrorCodes } from './billing.ts';
import { cataloguesErrorCodes } from './catalogues.ts';
import { onboardingErrorCodes } from './onboarding.ts';
import { rolesErrorCodes } from './roles.ts';
import { sandboxCheckoutErrorCodes } from './sandbox-checkout.ts';
import { signInErrorCodes } from './sign-in.ts';
import { subscriptionsErrorCodes } from './subscriptions.ts';
import { usageErrorCodes } from './usage.ts';
import { userLocationsErrorCodes } from './user-locations.ts';
import { usersErrorCodes } from './users.ts';

describe('apiErrorCodes', () => {
  test('are snake_case and listed once', () => {
    for (const code of apiErrorCodes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
  });

  test('no two domains give one code two meanings', () => {
    const owned = [
      commonErrorCodes,
      signInErrorCodes,
      usersErrorCodes,
      rolesErrorCodes,
      cataloguesErrorCodes,
      userLocationsErrorCodes,
      onboardingErrorCodes,
      billingErrorCodes,
      sandboxCheckoutErrorCodes,
      subscriptionsErrorCodes,
      usageErrorCodes,
    ].flatMap((codes) => Object.values(codes));
    expect(new Set(owned).size).toBe(owned.length);
  });

  test('ApiErrorBody refuses a code the contract does not list', () => {
    expect(
      ApiErrorBody.safeParse({ message: 'x', code: usersErrorCodes.userNotFound }).success,
    ).toBe(true);
    expect(ApiErrorBody.safeParse({ message: 'x', code: 'made_up' }).success).toBe(false);
  });
});

describe('httpErrorCode', () => {
  test('names a 4xx by its reason phrase, and any other status client_error', () => {
    expect(httpErrorCode(413)).toBe('payload_too_large');
    expect(httpErrorCode(415)).toBe('unsupported_media_type');
    expect(httpErrorCode(499)).toBe(otherClientErrorCode);
  });
});
