import type { Bilingual, ReplyLanguage } from '../../integrations/llm/reply-language.ts';

interface PhoneCallWords {
  /** After the agent's greeting, on every call the agent answers. */
  disclosure: string;
  /** Before a call is passed to a person. */
  connecting: string;
  /** Nobody holds the number called. */
  notInService: string;
  /** The agent is off (or out of minutes) and there is no number to pass the call to. */
  unavailable: (businessName: string) => string;
}

/**
 * What a caller hears from us rather than from the agent (the server's words: a phone call has no
 * client to word them), in the agent's language: a provider who chose fr-CA greets in French.
 */
const words = {
  en: {
    disclosure: 'This call is answered by an automated assistant, and a transcript is kept.',
    connecting: 'Please hold while we connect you.',
    notInService: 'Sorry, this number is not in service.',
    unavailable: (businessName: string) =>
      `Thank you for calling ${businessName}. We cannot take your call right now. Please call again later.`,
  },
  fr: {
    disclosure:
      'Un assistant automatisé répond à cet appel, et une transcription en est conservée.',
    connecting: 'Veuillez patienter pendant que nous vous mettons en communication.',
    notInService: 'Désolé, ce numéro n’est pas en service.',
    unavailable: (businessName: string) =>
      businessName.trim() === ''
        ? 'Merci de votre appel. Nous ne pouvons pas vous répondre pour le moment. Veuillez rappeler plus tard.'
        : `Merci d’avoir appelé ${businessName}. Nous ne pouvons pas vous répondre pour le moment. Veuillez rappeler plus tard.`,
  },
} as const satisfies Bilingual<PhoneCallWords>;

/** The English words, as every call said them before agents could speak French. */
export const phoneCallWords: PhoneCallWords = words.en;

export const phoneCallWordsIn = (language: ReplyLanguage): PhoneCallWords => words[language];
