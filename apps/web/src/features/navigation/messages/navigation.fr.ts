import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './navigation.en';

/**
 * The signed-in navigation's words in Canadian French. The tab labels stay short: six tabs share
 * a 320 px phone (docs/decisions/i18n.md, "The signed-in shell and home").
 */
export default {
  tabBarLabel: 'Onglets',
  sideNavLabel: 'Principal',
  menuLabel: 'Menu',
  menu: 'Menu',
  home: 'Accueil',
  profile: 'Profil',
  productAdmin: 'Produits et prix',
  providerWaitlist: 'Votre liste d’attente',
  broadcast: 'Diffusions',
  signOut: 'Se déconnecter',
  actingAs: 'Vous agissez comme',
  activeRole: 'Rôle actif',
  switchRoleHint: 'Passer à ce rôle',
  addRole: 'Ajouter un rôle',
  tabWaitlist: 'Attente',
  tabBooking: 'Réserver',
  tabSublet: 'Sous-louer',
  tabMessages: 'Messages',
  tabSupport: 'Aide',
} satisfies Messages<keyof typeof english>;
