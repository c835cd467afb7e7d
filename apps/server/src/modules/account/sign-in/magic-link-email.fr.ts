import type { Messages } from '../../../i18n/messages.ts';
import type english from './magic-link-email.en.ts';

export default {
  signInSubject: 'Votre lien de connexion à {product}',
  noAccountSubject: 'Aucun compte {product} pour cette adresse courriel',
  linkExpiry: 'Ce lien expire dans {minutes} minutes et ne sert qu’une fois.',
  greetingNamed: 'Bonjour {name},',
  greeting: 'Bonjour,',
  signInIntro: 'Utilisez le bouton ci-dessous pour vous connecter à {product}.',
  signInAction: 'Se connecter à {product}',
  signInIgnore:
    'Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer ce courriel : personne ne peut se connecter sans ce lien, et votre compte reste tel quel. Des questions? Écrivez à {supportEmail}.',
  noAccountIntro:
    'Quelqu’un, probablement vous, a demandé à se connecter à {product} avec cette adresse courriel, mais aucun compte n’y est encore associé.',
  noAccountHowTo:
    'En créer un prend une minute : indiquez votre nom et cette adresse courriel, puis ouvrez le lien que nous vous enverrons.',
  noAccountAction: 'Créer votre compte',
  noAccountIgnore:
    'Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer ce courriel. Des questions? Écrivez à {supportEmail}.',
} satisfies Messages<keyof typeof english>;
