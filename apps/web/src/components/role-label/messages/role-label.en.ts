/**
 * The roles' names in English (ICU messages, docs/decisions/i18n.md#the-recipe): word for word the
 * contract's `roleLabels`, which a test compares. The other languages' files have these keys.
 */
export default {
  roleSuperAdmin: 'Administrator',
  roleParent: 'Parent',
  roleLicenced: 'Licensed childcare provider',
  roleUnlicenced: 'Home childcare provider (unlicensed)',
  roleBabySitter: 'Babysitter',
};
