import type { Bilingual, ReplyLanguage } from '../../../integrations/llm/reply-language.ts';
import { languageOfText } from '../../../integrations/llm/reply-language.ts';

/**
 * The agent's fixed phrases in each language it answers in (docs/product/voice-agent.md#languages).
 * English is word for word what the agent always said; French is Canadian French as a caller in
 * Ontario hears it. What the agent writes to the provider (summaries, messages) stays in the
 * provider's language, not here.
 */
export const spokenWords = {
  nothingLeft: {
    en: "I'm sorry, I can't answer that. I can pass you to someone at the centre, or take a message.",
    fr: 'Désolé, je ne peux pas répondre à cela. Je peux vous passer quelqu’un du centre, ou prendre un message.',
  },
  anonymousDisclosure: {
    en: "You're speaking with an automated assistant.",
    fr: 'Vous parlez avec un assistant automatisé.',
  },
  transfer: {
    en: "I'll pass you to someone at the centre now. Please hold.",
    fr: 'Je vous passe quelqu’un du centre. Veuillez patienter.',
  },
  acknowledgement: {
    en: 'One moment, let me check. ',
    fr: 'Un instant, je vérifie. ',
  },
  trouble: {
    en: "Sorry, I'm having trouble answering right now. Someone from the centre will call you back.",
    fr: 'Désolé, j’ai du mal à répondre en ce moment. Quelqu’un du centre vous rappellera.',
  },
  askName: { en: 'May I have your name?', fr: 'Puis-je avoir votre nom ?' },
  askCallbackNumber: {
    en: 'What number should the centre call you back on?',
    fr: 'À quel numéro le centre peut-il vous rappeler ?',
  },
  askChildAge: { en: 'How old is your child?', fr: 'Quel âge a votre enfant ?' },
  askQuestion: {
    en: 'And what would you like to ask the centre?',
    fr: 'Et que voulez-vous demander au centre ?',
  },
  messageStart: {
    en: 'I can take a message for the centre.',
    fr: 'Je peux prendre un message pour le centre.',
  },
  messageCancelled: {
    en: "All right, I won't take a message. Is there anything else?",
    fr: 'D’accord, je ne prends pas de message. Puis-je vous aider avec autre chose ?',
  },
  missedNumber: {
    en: "Sorry, I didn't catch a full phone number with its area code.",
    fr: 'Désolé, je n’ai pas saisi un numéro complet avec son indicatif régional.',
  },
  missed: { en: "Sorry, I didn't catch that.", fr: 'Désolé, je n’ai pas compris.' },
} as const satisfies Record<string, Bilingual<string>>;

export type SpokenWord = keyof typeof spokenWords;

export const spoken = (key: SpokenWord, language: ReplyLanguage): string =>
  spokenWords[key][language];

export function disclosureIn(businessName: string, language: ReplyLanguage): string {
  const name = businessName.trim();
  if (name === '') return spoken('anonymousDisclosure', language);
  return language === 'fr'
    ? `Vous parlez avec l’assistant automatisé de ${name}.`
    : `You're speaking with ${name}'s automated assistant.`;
}

export const callUsIn = (redirectPhoneNumber: string, language: ReplyLanguage): string =>
  language === 'fr'
    ? `Pour parler à quelqu’un du centre, composez le ${redirectPhoneNumber}.`
    : `To speak with someone at the centre, please call ${redirectPhoneNumber}.`;

export const messageTakenIn = (name: string, number: string, language: ReplyLanguage): string =>
  language === 'fr'
    ? `Merci, ${name}. Le centre vous rappellera au ${number}.`
    : `Thank you, ${name}. The centre will call you back at ${number}.`;

/** A caller asking for a language by name ("français", "in English please"). */
const asksForFrench = /^(?:en )?fran[çc]ais\b|\b(?:parlez-vous|speak) fran[çc]ais\b|\bfrench\b/iu;
const asksForEnglish = /^(?:in )?english\b|\b(?:speak|parlez-vous|en) anglais\b|\banglais\b/iu;

/**
 * The language a turn is answered in: the one the caller asks for by name, else the one their
 * words are clearly in, else what the channel says (the speech recogniser's for a call, the page's
 * for the widget), else the conversation's so far, else English.
 */
export function turnLanguage(
  text: string,
  channelLanguage: ReplyLanguage | undefined,
  conversationLanguage: ReplyLanguage | undefined,
): ReplyLanguage {
  if (asksForFrench.test(text.trim())) return 'fr';
  if (asksForEnglish.test(text.trim())) return 'en';
  return languageOfText(text) ?? channelLanguage ?? conversationLanguage ?? 'en';
}

/** Whether the caller's words only ask for a language: the answer is then the offer to help. */
export const onlyAsksForLanguage = (text: string): boolean =>
  /^\s*(?:en |in )?(?:fran[çc]ais|french|english|anglais)(?: please| s'il vous plaît| svp)?[\s.!?]*$/iu.test(
    text,
  );

/**
 * Said in French after an English call's greeting, so a French-speaking caller knows to go on in
 * French (Toronto is a designated area under Ontario's French Language Services Act).
 */
export const frenchOfferText = 'Pour le service en français, dites « français ».';

/** Said in English after the greeting of an agent whose provider chose French. */
export const englishOfferText = 'For service in English, say "English".';

export const howCanIHelp: Bilingual<string> = {
  en: 'How can I help you?',
  fr: 'Comment puis-je vous aider ?',
};
