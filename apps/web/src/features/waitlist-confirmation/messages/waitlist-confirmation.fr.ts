import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './waitlist-confirmation.en';

/**
 * The "still interested?" page's words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  pageTitle: 'Toujours à la recherche?',
  pageDescription: 'Confirmez d’un seul geste que vous avez encore besoin d’un service de garde.',
  loading: 'Chargement de votre liste d’attente',
  title: 'Vous cherchez toujours un service de garde pour {child}?',
  due: 'Confirmez d’ici le {date} pour garder votre rang sur chaque liste d’attente. Sans réponse, les demandes deviennent inactives (elles ne sont jamais supprimées).',
  inactive:
    'Les demandes sont inactives, faute de confirmation. Confirmez-les pour qu’elles reprennent leur rang d’origine.',
  confirmedAlready:
    'Déjà confirmé : rien à faire. Nous vous le demanderons de nouveau vers le {date}. Tous les {days} jours, nous vous demandons si vous avez encore besoin d’un service de garde, pour que les listes d’attente ne comptent que les familles qui cherchent toujours.',
  confirm: 'Oui, je cherche toujours',
  confirmed: 'Merci : les demandes de {child} sont confirmées et gardent leur rang.',
  toRequests: 'Voir vos demandes',
  noToken:
    'Ce lien n’est pas valide pour cette demande. Ouvrez votre page de demandes et confirmez à partir de là.',
  errorConfirmationLinkInvalid:
    'Ce lien n’est pas valide pour cette demande. Ouvrez votre page de demandes et confirmez à partir de là.',
} satisfies Messages<keyof typeof english>;
