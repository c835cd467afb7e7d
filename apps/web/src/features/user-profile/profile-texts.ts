import type { ApiErrorCode } from '@kinderwait/contract/errors';
import { userNameRule } from '@kinderwait/contract/registration';
import type { ErrorWords } from '../../api/error-words';
import type { ProfileField } from './lib/profile-form-schema';
import type { User } from '@kinderwait/contract/users';

/** Words of the profile screens. */
export const profileTexts = {
  title: 'Your profile',
  editTitle: 'Edit your profile',
  editButton: 'Edit profile',
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  email: 'Email',
  emailReadOnly: 'You sign in with this email, so it cannot be changed here.',
  userName: 'User name',
  userNameHint: `Optional. ${userNameRule.description}`,
  noUserName: 'Not chosen',
  phone: 'Phone number',
  phoneHint:
    'Optional. Canadian numbers can be typed as 416 555 0123; others with their country code, like +44 20 7946 0958.',
  noPhone: 'Not given',
  language: 'Preferred language',
  memberSince: 'Member since',
  rolesTitle: 'Your roles',
  rolesIntro: 'You act as one role at a time. Switching changes what you see and can do.',
  noRoles: 'You have not chosen a role yet.',
  activeRole: 'Active',
  switchTo: 'Switch to this role',
  addRole: 'Add a role',
  chooseRole: 'Choose your role',
  save: 'Save changes',
  cancel: 'Cancel',
  saveFailed: 'Your changes were not saved.',
  saved: 'Your profile was saved.',
  loadFailed: 'We could not load your profile.',
  retry: 'Try again',
  loading: 'Loading your profile',
} as const;

/** What the profile screens say for the errors a save can answer; others show the server's words. */
export const profileErrorWords: ErrorWords = {
  user_name_taken: 'This user name is already taken. Try another one.',
  validation_failed: 'Some of your details were not accepted. Check them and save again.',
  user_not_found: 'We could not find your account any more. Sign out, sign in again and retry.',
  rate_limited: 'Too many saves in a short time. Wait a minute, then save again.',
};

/** Codes that are about one field: their words show next to it. */
export const profileFieldCodes: Partial<Record<ApiErrorCode, ProfileField>> = {
  user_name_taken: 'userName',
};

export const languageNames: Record<User['preferredLanguage'], string> = {
  en: 'English',
  fr: 'Français',
};
