import { z } from 'zod';
import { UserName } from '@kinderwait/contract/registration';
import type { User } from '@kinderwait/contract/users';
import { UpdateUserBody } from '@kinderwait/contract/update-user-body';
import { formatPhoneNumber, OptionalPhoneField } from '../../../lib/phone-number';

/**
 * The edit form's schema: the contract's UpdateUserBody, with the phone typed as text (empty
 * for none) and turned into E.164 before the contract's phone rule (the server's too), and the
 * user name typed as text (empty removes it).
 */
export const ProfileFormSchema = UpdateUserBody.extend({
  userName: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(UserName.nullable()),
  phoneNumber: OptionalPhoneField,
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
