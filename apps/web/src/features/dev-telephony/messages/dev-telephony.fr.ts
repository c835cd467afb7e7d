import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './dev-telephony.en';

/**
 * The development telephony page's words in Canadian French (docs/product/glossary.md).
 * Apostrophes are typographic (’).
 */
export default {
  pageTitle: 'Téléphonie de développement',
  pageDescription: 'Textos et appels gardés par le serveur de développement.',
  intro:
    'Les textos et les appels que l’application aurait faits, du plus récent au plus ancien. Seulement sur les serveurs de développement et de test; un serveur de production passe par Twilio et n’a pas de journal.',
  filterLabel: 'Numéro de téléphone',
  submit: 'Afficher les textos et les appels',
  loading: 'Chargement des textos et des appels',
  emptyAll: 'Aucun texto ni appel pour l’instant.',
  emptyTo: 'Aucun texto ni appel au {to} pour l’instant.',
  kindSms: 'Texto au {to}',
  kindCall: 'Appel au {to}',
  kindNumber: 'Numéro de téléphone {to}',
  extension: '{heading}, poste {extension}',
} satisfies Messages<keyof typeof english>;
