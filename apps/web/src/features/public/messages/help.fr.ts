import type { Messages } from '../../../lib/i18n/catalogue';
import type english from './help.en';

/** The help centre in Canadian French (docs/product/glossary.md). */
export default {
  helpTitle: 'Centre d’aide',
  helpHeadDescription:
    'Des réponses pour les parents et les services de garde qui utilisent {productName} : connexion, listes d’attente, frais, fiches et comment nous joindre.',
  howCanWeHelp: 'Comment pouvons-nous vous aider?',
  lead: 'Les réponses aux questions que les parents et les services de garde nous posent le plus souvent. Vous ne trouvez pas la vôtre? Écrivez-nous et une personne vous répondra, habituellement en un jour ouvrable.',
  forParents: 'Pour les parents',
  forProviders: 'Pour les services de garde',
  contactHeading: 'Nous joindre',
  contactWrite:
    'Écrivez à <support>{supportEmail}</support> pour poser votre question. Veuillez ne pas envoyer de renseignements sur la santé d’un enfant par courriel. Pour toute question sur vos renseignements personnels, écrivez à <privacy>{privacyEmail}</privacy>.',
  contactSafety:
    'Vous êtes inquiet pour la sécurité d’un enfant? Lisez <link>comment signaler une inquiétude</link>. Si un enfant est en danger immédiat, composez le 911.',
} satisfies Messages<keyof typeof english>;
