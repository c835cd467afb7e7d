import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './offers.en';

/**
 * The offer link page's words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  pageTitle: 'Votre offre de place',
  pageDescription: 'Répondez à l’offre de place d’un service de garde.',
  loading: 'Chargement de l’offre',
  title: 'Une place pour {child} chez {provider}',
  ageGroup: 'Groupe d’âge',
  startDate: 'Date de début',
  status: 'État',
  statusOpen: 'En attente de votre réponse',
  statusAccepted: 'Acceptée',
  statusDeclined: 'Refusée',
  statusExpired: 'Expirée : le délai pour répondre est passé',
  statusWithdrawn: 'Retirée par le service de garde',
  oneStep: 'Votre réponse compte tout de suite : il n’y a pas de deuxième étape.',
  accept: 'Accepter la place',
  decline: 'Refuser la place',
  accepted: 'Vous avez accepté. La place de {child} chez {provider} commence le {date}.',
  acceptedNext:
    'Les autres demandes en attente de votre enfant sont suspendues. Connectez-vous pour les retirer d’un seul geste, ou gardez-les.',
  declined:
    'Vous avez refusé. {provider} offrira la place à la famille suivante. Vos autres demandes ne changent pas.',
  notAnswerable: 'Il n’est plus possible de répondre à cette offre.',
  toRequests: 'Voir vos demandes',
  acceptedWithNext: '{accepted} {next}',
  noToken:
    'Ce lien n’est pas valide pour cette offre. Ouvrez plutôt l’offre à partir de votre page de demandes.',
  errorOfferNotFound: 'Offre introuvable',
  errorOfferLinkInvalid:
    'Ce lien n’est pas valide pour cette offre. Ouvrez plutôt l’offre à partir de votre page de demandes.',
  errorOfferNotOpen: 'Cette offre n’est plus ouverte.',
  errorOfferExpired:
    'Cette offre a expiré : il fallait répondre avant la date limite. Le service de garde est passé à la famille suivante sur la liste d’attente.',
} satisfies Messages<keyof typeof english>;
