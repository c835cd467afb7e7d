import { userNameRule } from '@kinderwait/contract/registration';
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
} as const;

export const languageNames: Record<User['preferredLanguage'], string> = {
  en: 'English',
  fr: 'Français',
};
