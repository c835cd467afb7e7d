import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './listing-claims.en';

/**
 * The claim screen's words in Canadian French, as a provider in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’).
 */
export default {
  pageTitle: 'Revendiquer votre garderie agréée',
  pageDescription:
    'Trouvez votre garderie dans la liste de la Ville de Toronto et prouvez que vous la gérez.',
  intro:
    'Trouvez votre garderie par son nom ou son code postal. Nous envoyons un code à six chiffres au numéro de téléphone publié de la garderie, par texto ou par un appel qui le lit à voix haute; en l’entrant, la fiche devient votre profil.',
  searchLabel: 'Nom de la garderie ou code postal',
  search: 'Rechercher',
  results: 'Garderies trouvées',
  noResults: 'Aucune garderie ne correspond. Vérifiez l’orthographe ou essayez le code postal.',
  spaces: '{count, plural, one {# place autorisée} other {# places autorisées}}',
  claimed: 'Déjà gérée sur KinderWait',
  choose: 'C’est ma garderie',
  chooseName: 'C’est ma garderie : {name}',
  chosen: 'Votre garderie : {name}',
  chooseAnother: 'Choisir une autre garderie',
  channel: 'Comment voulez-vous recevoir le code?',
  sms: 'Texto',
  call: 'Appel téléphonique (le code est lu à voix haute)',
  send: 'Envoyer le code',
  sendAgain: 'Envoyer un nouveau code',
  sentBySms: 'Nous avons envoyé un code par texto au {to}.',
  sentByCall: 'Nous appelons le {to} pour vous lire un code.',
  codeLabel: 'Code à six chiffres',
  verify: 'Confirmer',
  errorListingAlreadyClaimed:
    'Cette garderie est déjà gérée sur KinderWait. Si elle est à vous, écrivez à support@kinderwait.ca et nous vous aiderons à y accéder.',
  errorListingAlreadyYours: 'Vous gérez déjà cette garderie.',
  errorAlreadyManagesListing:
    'Vous gérez déjà une garderie agréée. Pour en gérer une autre, écrivez à support@kinderwait.ca.',
  errorListingPhoneUnusable:
    'Nous ne pouvons pas joindre le numéro de téléphone publié de cette garderie. Écrivez à support@kinderwait.ca et nous vérifierons votre garderie autrement.',
  errorSmsNotPossible:
    'Le numéro de téléphone de cette garderie a un poste, qu’un texto ne peut pas joindre. Demandez plutôt un appel.',
  errorPhoneCannotReceiveSms:
    'Le numéro de téléphone de cette garderie ne peut pas recevoir de textos. Demandez plutôt un appel.',
  errorTelephonyUnavailable:
    'Nous n’avons pas pu envoyer le code pour l’instant. Réessayez dans quelques minutes.',
  errorClaimCodeExpired:
    'Ce code a expiré (un code est valable 10 minutes). Demandez un nouveau code.',
  errorClaimTriesExhausted: 'Ce code a été mal entré trop de fois. Demandez un nouveau code.',
  errorClaimCodeReplaced:
    'Un code plus récent a été envoyé pour cette garderie. Entrez le plus récent.',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
} satisfies Messages<keyof typeof english>;
