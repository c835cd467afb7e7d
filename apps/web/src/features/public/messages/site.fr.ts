import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './site.en';

export default {
  skipToContent: 'Aller au contenu',
  homeLinkLabel: 'Accueil de {product}',
  mainNavLabel: 'Principal',
  navAbout: 'À propos',
  navBlog: 'Blogue',
  navSafety: 'Sécurité',
  navHelp: 'Aide',
  signIn: 'Se connecter',
  signUp: 'S’inscrire',
  yourHome: 'Votre accueil',
  menu: 'Menu',
  footerTagline:
    'La recherche d’un service de garde et les listes d’attente, pour les familles et les services de garde de {city}.',
  footerCompany: 'Entreprise',
  footerHelpAndSafety: 'Aide et sécurité',
  footerPolicies: 'Politiques',
  linkHome: 'Accueil',
  linkAboutUs: 'À propos de nous',
  linkCareers: 'Carrières',
  linkPress: 'Presse',
  linkHelpCentre: 'Centre d’aide',
  linkLicences: 'Licences et données',
  linkPrivacyPolicy: 'Politique de confidentialité',
  linkTermsOfUse: 'Conditions d’utilisation',
  linkCookiePolicy: 'Politique relative aux témoins',
  linkAllPolicies: 'Toutes les politiques',
  dataSource:
    'Les fiches des garderies agréées proviennent du <link>jeu de données « {dataset} » de {publisher}</link> (instantané du {date}). {attribution}.',
  copyright: '© <year></year> {legalName}',
} as const satisfies Messages<keyof typeof english>;
