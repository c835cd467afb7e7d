import { z } from 'zod';
import { UserName } from './registration.ts';
import { formRuleMessages } from './rules/form-rules.ts';
import { PhoneNumber } from './rules/phone-number.ts';
import { safeText } from './rules/safe-text.ts';
import { PreferredLanguage } from './users.ts';

// Apart from users.ts so that every signed-in screen, which reads the user, does not load the
// phone rule and libphonenumber-js's metadata with it (docs/decisions/performance.md).

/** PUT /api/users — the signed-in user's own profile. */
export const UpdateUserBody = z.object({
  firstName: safeText(
    z
      .string()
      .trim()
      .min(1, formRuleMessages.required({ field: 'First name' }))
      .max(60),
  ),
  lastName: safeText(z.string().trim().max(60)),
  phoneNumber: PhoneNumber.nullable(),
  preferredLanguage: PreferredLanguage,
  /** Left unchanged when absent; null removes it. */
  userName: UserName.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
