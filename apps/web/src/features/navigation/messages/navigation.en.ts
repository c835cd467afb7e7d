/**
 * The signed-in navigation's words in English (ICU messages, docs/decisions/i18n.md#the-recipe):
 * the tab bar, the drawer and the side navigation. The other languages' files have these keys.
 */
export default {
  tabBarLabel: 'Tabs',
  sideNavLabel: 'Main',
  menuLabel: 'Menu',
  menu: 'Menu',
  home: 'Home',
  profile: 'Profile',
  productAdmin: 'Products and prices',
  /** The provider's waitlist (waitlist.manage). */
  providerWaitlist: 'Your waitlist',
  /** The broadcast section (familyBroadcast.create, broadcast.answer or broadcast.create). */
  broadcast: 'Broadcasts',
  signOut: 'Sign out',
  actingAs: 'Acting as',
  activeRole: 'Active role',
  switchRoleHint: 'Switch to this role',
  addRole: 'Add a role',
  tabWaitlist: 'Waitlist',
  tabBooking: 'Booking',
  tabSublet: 'Sublet',
  tabMessages: 'Messages',
  tabSupport: 'Support',
} as const;
