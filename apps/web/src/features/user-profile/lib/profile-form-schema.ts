import { z } from 'zod';
import { E164Phone, UpdateUserBody, UserName } from '@kinderwait/contract/account';
import type { User } from '@kinderwait/contract/account';
import { formatPhoneNumber, toE164 } from './phone-number';

/**
 * The edit form's schema: the contract's UpdateUserBody, with the phone typed as text (empty
 * for none) and turned into E.164 before the contract's own check, and the user name typed as
 * text (empty removes it).
 */
export const ProfileFormSchema = UpdateUserBody.extend({
  userName: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(UserName.nullable()),
  phoneNumber: z
    .string()
    .trim()
    .max(40)
    .transform((value) => (value === '' ? null : toE164(value)))
    .pipe(E164Phone.nullable()),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

export const profileFields = [
  'firstName',
  'lastName',
  'userName',
  'phoneNumber',
  'preferredLanguage',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** The form's starting values from the stored user. */
export function profileFormValues(user: User): ProfileFormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName ?? '',
    phoneNumber: user.phoneNumber === null ? '' : formatPhoneNumber(user.phoneNumber),
    preferredLanguage: user.preferredLanguage,
  };
}
