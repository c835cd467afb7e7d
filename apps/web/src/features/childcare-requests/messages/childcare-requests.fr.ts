import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './childcare-requests.en';

/**
 * The parent's requests screen's words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  title: 'Vos demandes de place',
  pageDescription: 'Le rang de vos enfants sur les listes d’attente des services de garde.',
  intro: 'Chaque liste d’attente où vos enfants sont inscrits, avec leur rang.',
  loading: 'Chargement de vos demandes',
  loadFailed: 'Nous n’avons pas pu charger vos demandes.',
  retry: 'Réessayer',
  empty: 'Vous n’avez encore envoyé aucune demande de place.',
  emptyAction: 'Aller à vos enfants pour trouver un service de garde',
  childFilter: 'Afficher les demandes de',
  allChildren: 'Tous les enfants',
  childHeading: '{firstName} {lastName}',
  requestCount:
    '{active, plural, one {# demande} other {# demandes}}{withdrawn, plural, =0 {} one {, # retirée} other {, # retirées}}',
  moreCare: 'Trouver d’autres services de garde',
  moreCareName: 'Trouver d’autres services de garde : ceux qui conviennent à {firstName}',
  sentOn: 'Envoyée le {date}',
  withdrawnOn: 'Retirée le {date}',
  sentAndWithdrawn: '{sent} · {withdrawn}',
  statusChip: 'État : {status}',
  statusWaiting: 'En attente',
  statusOffered: 'Place offerte',
  statusEnrolled: 'Place obtenue',
  statusDeclined: 'Refusée',
  statusPaused: 'Suspendue',
  statusInactive: 'Inactive',
  statusWithdrawn: 'Retirée',
  providerTypeLicensedCentre: 'Garderie agréée',
  providerTypeLicensedHome: 'Service de garde en milieu familial agréé',
  providerTypeUnlicensedHome: 'Service de garde en milieu familial (non agréé)',
  providerTypeBabysitter: 'Gardienne ou gardien',
  claimed: 'Sur KinderWait',
  unclaimed:
    'Ce service de garde n’a pas encore revendiqué sa fiche : votre demande est conservée et lui parviendra dès qu’il le fera.',
  positionShort: 'Rang {position} sur {size}',
  positionFirst:
    'Prochaine famille sur la liste : première de {size, plural, one {# famille} other {# familles}} en attente',
  positionLong:
    'Rang {position} sur {size} familles en attente : {ahead, plural, one {# famille} other {# familles}} avant vous',
  nextInLine: 'Prochaine sur la liste',
  withdraw: 'Retirer',
  withdrawName: 'Retirer la demande à {provider} pour {child}',
  confirmTitle: 'Retirer cette demande?',
  confirmText:
    '{child} quittera la liste d’attente de {provider} et perdra ce rang : une nouvelle demande plus tard se placera à la fin de la liste.',
  confirmOfferText:
    'Cela refuse aussi la place que {provider} vous offre : elle ira à la famille suivante.',
  confirmWithOffer: '{text} {offerText}',
  reason: 'Raison (facultatif)',
  reasonHelp: 'Le service de garde la verra.',
  keep: 'Garder la demande',
  confirm: 'Retirer la demande',
  withdrawn: 'Votre demande à {provider} a été retirée.',
  withdrawFailed: 'Nous n’avons pas pu retirer la demande à {provider} : {message}',
  offerHeading: '{provider} vous offre une place',
  offerDetails: 'Groupe {ageGroup}, à partir du {startDate}',
  offerOneStep: 'Votre réponse compte tout de suite : il n’y a pas de deuxième étape.',
  offerAccept: 'Accepter la place',
  offerAcceptName: 'Accepter la place chez {provider} pour {child}',
  offerDecline: 'Refuser',
  offerDeclineName: 'Refuser la place chez {provider} pour {child}',
  offerAccepted:
    '{child} a une place chez {provider}. Vos autres demandes en attente pour {child} sont suspendues.',
  offerDeclined: 'Vous avez refusé la place chez {provider}. Vos autres demandes ne changent pas.',
  offerFailed: 'Votre réponse n’a pas été enregistrée : {message}',
  offerStatusAccepted: 'Vous avez accepté cette place.',
  offerStatusDeclined: 'Vous avez refusé cette place.',
  offerStatusExpired: 'Cette offre a expiré : le délai pour répondre est passé.',
  offerStatusWithdrawn: 'Le service de garde a retiré cette offre.',
  pausedQuestion:
    '{count, plural, one {{child} a 1 demande suspendue ailleurs. La retirer?} other {{child} a # demandes suspendues ailleurs. Les retirer?}}',
  pausedHint:
    'Les autres familles avancent quand vous quittez ces listes. Gardez-les si une place là-bas pourrait encore vous intéresser.',
  pausedWithdraw: '{count, plural, one {La retirer} other {Retirer les #}}',
  pausedDone:
    '{count, plural, one {1 demande suspendue retirée.} other {# demandes suspendues retirées.}}',
  ticketConfirmedUntil:
    'Confirmé : nous vous le demanderons de nouveau vers le {date}. Tous les {days} jours, nous vous demandons si vous avez encore besoin d’un service de garde, pour que les listes d’attente ne comptent que les familles qui cherchent toujours.',
  ticketDue:
    'Vous cherchez toujours un service de garde pour {child}? Confirmez d’ici le {date} pour garder votre rang sur chaque liste d’attente.',
  ticketInactive:
    'Les demandes de {child} sont inactives, faute de confirmation. Confirmez-les pour qu’elles reprennent leur rang d’origine.',
  ticketConfirm: 'Oui, je cherche toujours',
  ticketConfirmName: 'Oui, je cherche toujours un service de garde pour {child}',
  ticketConfirmed: 'Merci : les demandes de {child} sont confirmées.',
  ticketAlert:
    'Me prévenir quand un service de garde près de chez moi qui convient ouvre une place pour {child}',
  ticketAlertOn:
    'Nous vous préviendrons quand un service de garde qui convient ouvrira une place pour {child}.',
  ticketAlertOff: 'Les alertes de place pour {child} sont désactivées.',
  ticketFailed: 'Cela n’a pas fonctionné : {message}',
  errorOfferNotFound: 'Offre introuvable',
  errorOfferNotOpen: 'Cette offre n’est plus ouverte.',
  errorOfferExpired:
    'Cette offre a expiré : le délai pour répondre est passé. Le service de garde est passé à la famille suivante.',
  errorOfferNotAccepted:
    'Les autres demandes ne peuvent être retirées ainsi qu’après l’acceptation d’une offre',
  errorRequestNotFound: 'Demande de place introuvable',
  errorRequestEnrolled:
    'Votre enfant a obtenu une place grâce à cette demande : elle ne peut plus être retirée',
  errorTicketNotFound: 'Inscription à la liste d’attente introuvable',
  errorProviderNotFound: 'Service de garde introuvable',
} satisfies Messages<keyof typeof english>;
