import type { Messages } from '../../../i18n/messages.ts';
import type english from './spot-emails.en.ts';

export default {
  greetingNamed: 'Bonjour {name},',
  subject: '{provider} a une place pour {child}',
  spaces:
    '{provider} a {count, plural, one {# place} other {# places}} dans son groupe {ageGroup}, et la demande pour {child} y correspond.',
  spacesFrom:
    '{provider} a {count, plural, one {# place} other {# places}} dans son groupe {ageGroup} à partir du {from}, et la demande pour {child} y correspond.',
  onWaitlist:
    '{child} est déjà sur sa liste d’attente : vous êtes donc parmi les premiers à l’apprendre.',
  nearYou:
    'Vous avez demandé à recevoir un avis quand des places se libèrent près de chez vous. Un seul geste suffit pour envoyer une demande d’inscription sur sa liste d’attente.',
  seeInvitation: 'Voir l’invitation',
  sendRequest: 'Envoyer une demande',
  text: '{product} : {provider} a des places dans le groupe {ageGroup} pour {child}. {url}',
} satisfies Messages<keyof typeof english>;
