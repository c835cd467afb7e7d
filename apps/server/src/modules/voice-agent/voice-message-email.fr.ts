import type { Messages } from '../../i18n/messages.ts';
import type english from './voice-message-email.en.ts';

export default {
  subject: '{name} a laissé un message à votre agent vocal',
  took: 'Votre agent vocal a pris un message.',
  tookFor: 'Votre agent vocal pour {business} a pris un message.',
  name: 'Nom : {name}',
  callbackNumber: 'Numéro de rappel : {number}',
  childAge: 'Âge de l’enfant : {age}',
  question: 'Question : {question}',
  summary: 'Résumé : {summary}',
  seeConversation: 'Voir la conversation',
} satisfies Messages<keyof typeof english>;
