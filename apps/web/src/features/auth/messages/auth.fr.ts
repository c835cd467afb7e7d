import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './auth.en';

/**
 * The sign-in screens' words in Canadian French, as a parent in Ontario reads them
 * (docs/product/glossary.md). Apostrophes are typographic (’); « » take non-breaking spaces.
 */
export default {
  signInTitle: 'Se connecter',
  headSignInDescription: 'Connectez-vous à {product} avec un lien envoyé à votre adresse courriel.',
  headRegisterDescription:
    'Créez un compte {product} gratuit avec votre nom et votre adresse courriel.',
  headConfirmationTitle: 'Connexion',
  headConfirmationDescription: 'Vérification de votre lien de connexion.',
  signInIntro:
    'Entrez votre adresse courriel et nous vous enverrons un lien de connexion. Aucun mot de passe à retenir.',
  signInSubmit: 'M’envoyer un lien de connexion',
  signInPurpose: 'vous connecter',
  noAccountYet: 'Première visite?',
  createAccountLink: 'Créer un compte',
  registerTitle: 'Créez votre compte',
  registerIntro:
    'Indiquez votre nom et votre adresse courriel. Nous vous enverrons un lien pour confirmer l’adresse et vous connecter.',
  registerSubmit: 'Créer mon compte',
  registerPurpose: 'confirmer votre adresse courriel et terminer la création de votre compte',
  haveAccount: 'Vous avez déjà un compte?',
  signInLink: 'Se connecter',
  nameLabel: 'Votre nom',
  emailLabel: 'Courriel',
  emailTaken:
    'Cette adresse courriel a déjà un compte. Continuez et nous vous enverrons plutôt un lien de connexion.',
  checkEmailTitle: 'Vérifiez vos courriels',
  emailSentIntro:
    'Nous avons envoyé un lien à <strong>{email}</strong>. Ouvrez-le sur cet appareil pour {purpose}. Le lien ne fonctionne qu’une fois et expire dans {minutes, plural, one {# minute} other {# minutes}}.',
  spamHint:
    'Rien reçu après quelques minutes? Regardez dans vos courriels indésirables, ou renvoyez le lien.',
  sendAgain: 'Renvoyer le lien',
  sentAgain: 'Nous avons envoyé un nouveau lien. Seul le plus récent fonctionne.',
  useAnotherEmail: 'Utiliser une autre adresse courriel',
  confirmingTitle: 'Connexion en cours…',
  confirmingIntro: 'Vérification de votre lien.',
  linkFailedTitle: 'Ce lien ne peut pas être utilisé',
  linkFailedIntro:
    'Les liens de connexion ne fonctionnent qu’une fois et expirent peu après leur envoi. Celui-ci est invalide, déjà utilisé ou expiré. Entrez votre adresse courriel pour en recevoir un nouveau.',
  accountClosedTitle: 'Votre compte est en cours de suppression',
  accountClosedIntro:
    'Vous avez fermé ce compte : il ne permet donc plus de se connecter. Il sera supprimé {days, plural, one {# jour} other {# jours}} après votre confirmation. Pour le garder, utilisez le lien « Garder mon compte » du courriel que nous vous avons envoyé.',
  notCheckedTitle: 'Nous n’avons pas pu vérifier votre lien',
  notCheckedIntro:
    'Nous n’avons pas pu joindre KinderWait pour l’instant. Votre lien n’a pas été utilisé : vérifiez votre connexion et réessayez.',
  tryAgain: 'Réessayer',
  newLinkSubmit: 'M’envoyer un nouveau lien',
  newLinkSent: 'Nous avons envoyé un nouveau lien à <strong>{email}</strong>.',
  backToSignIn: 'Retour à la connexion',
  loadFailedTitle: 'Connexion réussie',
  loadFailedIntro: 'Nous n’avons pas pu charger votre compte pour l’instant.',
  continueButton: 'Continuer',
  connectionProblem:
    'Nous n’avons pas pu joindre KinderWait. Vérifiez votre connexion Internet et réessayez.',
  fieldName: 'Nom',
  fieldRequired: 'Le champ « {field} » est obligatoire',
  fieldInvalid: 'Le champ « {field} » n’est pas valide.',
  fieldTooLong: 'Le champ « {field} » est trop long.',
  errorTooManyEmailRequests:
    'Nous avons envoyé plusieurs liens à cette adresse courriel ces dernières minutes. Attendez un peu, puis redemandez-en un.',
  errorMailUnavailable:
    'Nous n’avons pas pu envoyer le courriel pour l’instant. Réessayez dans quelques minutes.',
  errorRateLimited: 'Trop de tentatives en peu de temps. Attendez une minute, puis réessayez.',
  errorConfirmationUrlNotAllowed:
    'Les liens de connexion ne peuvent être demandés qu’à partir de KinderWait. Ouvrez le site à son adresse habituelle et réessayez.',
} satisfies Messages<keyof typeof english>;
