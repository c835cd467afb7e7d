import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './notices.en';

/**
 * The notices feature's words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’): in an ICU message a straight one
 * before a brace would quote it.
 */
export default {
  heading: 'Depuis votre dernière visite',
  loading: 'Chargement des nouveautés',
  loadFailed: 'Nous n’avons pas pu charger les nouveautés.',
  retry: 'Réessayer',
  nothingNew: 'Rien de nouveau depuis votre dernière visite.',
  erasedChild: 'une famille',
  when: 'Le {day}',
  availabilityOpened:
    '{provider} a une place libre dans le groupe {ageGroup}, le groupe d’âge de {child}.',
  availabilityAlert:
    'Un service de garde près de chez vous, {provider}, a une place libre dans le groupe {ageGroup} qui convient à {child}.',
  offerMade:
    '{provider} offre à {child} une place dans le groupe {ageGroup} à partir du {startDate}. Répondez d’ici le {deadline}.',
  offerWithdrawn: '{provider} a retiré son offre de place pour {child}.',
  offerExpired: 'L’offre de place de {provider} pour {child} a expiré.',
  offerAccepted: 'La famille de {child} a accepté votre offre.',
  offerDeclined: 'La famille de {child} a refusé votre offre.',
  reconfirmationDue:
    'Vous cherchez toujours un service de garde pour {child}? Confirmez d’ici le {confirmBy} pour garder votre rang sur la liste d’attente.',
  ticketInactive:
    'Les demandes de {child} sont inactives, faute de confirmation. Confirmez-les pour qu’elles reprennent leur rang d’origine.',
  refundedDuplicate:
    'Vous étiez abonné deux fois à {product} : nous avons mis fin au deuxième abonnement et remboursé son dernier paiement de {amount}. Votre premier abonnement à {product} continue comme avant.',
  refundedAlreadySubscribed:
    'Nous avons remboursé votre paiement de {amount} pour {product} : vous êtes déjà abonné à {product}, ce paiement n’a donc rien activé de nouveau.',
  refundFailed:
    'Un paiement de {amount} pour {product} (paiement {checkout}) n’a pas pu être remboursé après {attempts, plural, one {# tentative} other {# tentatives}}. Remboursez-le dans Stripe.',
  broadcastReceived:
    'Une famille à {distance} a diffusé un besoin de place dans le groupe {ageGroup} à partir du {startDate}.',
  broadcastInterested: '{provider} s’intéresse à la demande diffusée pour {child}.',
  broadcastNotNow: '{provider} a répondu à la demande diffusée pour {child} : pas pour l’instant.',
  voiceMessageTaken:
    'Votre agent vocal a pris un message de {name} (rappeler au {callback}; âge de l’enfant : {childAge}) : {question}',
  phoneNumberReady: 'Votre agent vocal répond aux appels au {number}.',
  phoneNumberFailed:
    'Nous n’avons pas pu obtenir de numéro avec l’indicatif {areaCode} pour votre agent vocal. Cherchez un autre numéro sur la page de l’agent vocal.',
  phoneNumberReleasing:
    'Votre abonnement au numéro de téléphone de l’assistant vocal a pris fin : le numéro {number} de votre agent vocal cessera de fonctionner le {releaseAt}. Abonnez-vous de nouveau d’ici là pour le garder.',
  answerBroadcast: 'Répondre à la demande',
  seeInterested: 'Voir qui est intéressé',
  seeSpace: 'Voir la place',
} satisfies Messages<keyof typeof english>;
