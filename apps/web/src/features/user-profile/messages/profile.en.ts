/**
 * The profile screens' words in English (ICU messages, docs/decisions/i18n.md#the-recipe). The
 * other languages' files have exactly these keys. The language names are not here: each is
 * written in its own language (lib/language-names.ts).
 */
export default {
  title: 'Your profile',
  pageDescription: 'Your details and roles.',
  editPageDescription: 'Change your details.',
  editTitle: 'Edit your profile',
  editButton: 'Edit profile',
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  email: 'Email',
  emailReadOnly: 'You sign in with this email, so it cannot be changed here.',
  userName: 'User name',
  /** "Optional. " and userNameRule.description, word for word (profile-messages.test.ts). */
  userNameHint:
    "Optional. A user name has 3 to 30 characters: a letter first, then letters, digits, '.', '_' or '-'.",
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
  /** The switch button's accessible name: its visible words first, then which role. */
  switchToRole: 'Switch to this role: {role}',
  addRole: 'Add a role',
  chooseRole: 'Choose your role',
  save: 'Save changes',
  cancel: 'Cancel',
  saveFailed: 'Your changes were not saved.',
  saved: 'Your profile was saved.',
  loadFailed: 'We could not load your profile.',
  retry: 'Try again',
  loading: 'Loading your profile',
  /** The contract's roleLabels, word for word (profile-messages.test.ts compares them). */
  roleSuperAdmin: 'Administrator',
  roleParent: 'Parent',
  roleLicenced: 'Licensed childcare provider',
  roleUnlicenced: 'Home childcare provider (unlicensed)',
  roleBabySitter: 'Babysitter',
  errorUserNameTaken: 'This user name is already taken. Try another one.',
  errorValidationFailed: 'Some of your details were not accepted. Check them and save again.',
  errorUserNotFound: 'We could not find your account any more. Sign out, sign in again and retry.',
  errorRateLimited: 'Too many saves in a short time. Wait a minute, then save again.',
} as const;
