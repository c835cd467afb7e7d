import type english from './assistant-chat.en';
import type { Messages } from '../../../lib/i18n/catalogue';

/** The assistant chat's words in Canadian French (docs/product/glossary.md). */
export default {
  back: 'Retour',
  placeholder: 'Écrivez un message…',
  messageLabel: 'Votre message',
  send: 'Envoyer',
  fontSize: 'Taille du texte',
  fontSizeValue: '{px} px',
  messagesLabel: 'Conversation avec {name}',
  speaker: '{name} : ',
  you: 'Vous',
  toolBroadcastDone: 'Votre profil a été enregistré.',
  toolBroadcastFailed: 'Votre profil n’a pas été enregistré.',
  toolVoiceAgentDone: 'Les renseignements de votre agent vocal ont été enregistrés.',
  toolVoiceAgentFailed: 'Les renseignements de votre agent vocal n’ont pas été enregistrés.',
  toolDone: 'L’assistant a terminé une étape.',
  toolFailed: 'L’assistant n’a pas pu terminer une étape.',
  thinking: '{name} rédige une réponse',
  loading: 'Chargement de la conversation',
  loadFailed: 'Nous n’avons pas pu charger la conversation.',
  retry: 'Réessayer',
  sendFailed: 'Votre message n’a pas été envoyé :',
  remaining: '{count, plural, one {# caractère restant} other {# caractères restants}}',
  scheduleTitle: 'Choisissez vos heures d’ouverture',
  scheduleHint: 'Votre choix sera envoyé avec votre prochain message.',
  scheduleNothingChosen: 'Aucune heure d’ouverture choisie pour l’instant.',
  scheduleReady: 'Votre horaire sera envoyé avec votre prochain message.',
  messagesLeft:
    '{count, plural, one {Il vous reste # message à l’assistant aujourd’hui.} other {Il vous reste # messages à l’assistant aujourd’hui.}}',
  completed: 'C’est fait : vos réponses sont enregistrées.',
  completionStepFailed:
    'Vos réponses sont enregistrées, mais l’étape suivante n’a pas pu s’ouvrir :',
  completionFailed: 'L’assistant n’a pas pu enregistrer vos réponses. Vérifiez-les et réessayez.',
  errorAssistantUnavailable:
    'L’assistant ne peut pas répondre pour le moment. Réessayez dans un instant.',
} satisfies Messages<keyof typeof english>;
