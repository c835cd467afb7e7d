/** Words of the signed-in navigation. */
export const navigationTexts = {
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
  opensInNewTab: '(opens in a new tab)',
} as const;
