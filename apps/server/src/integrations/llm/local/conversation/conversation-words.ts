import type { Bilingual, ReplyLanguage } from '../../reply-language.ts';
import type { Field } from './flow.ts';
import { labelIn } from './flow.ts';

/**
 * The guided chats' own sentences in each language (docs/decisions/i18n.md, "Assistant and voice
 * agent in French"); a flow's questions and labels are its own. English is word for word what the
 * chats always said.
 */
export const conversationWords = {
  firstQuestion: {
    en: 'This is the first question, so there is nothing to go back to.',
    fr: 'C’est la première question : il n’y a rien avant.',
  },
  everythingSaved: {
    en: 'Everything is saved. If you want to change an answer, tell me which one.',
    fr: 'Tout est enregistré. Pour changer une réponse, dites-moi laquelle.',
  },
  carryOn: {
    en: "Let's carry on where we left off.",
    fr: 'Reprenons là où nous en étions.',
  },
  whichChange: {
    en: 'I could not tell which answer you want to change.',
    fr: 'Je n’ai pas compris quelle réponse vous voulez changer.',
  },
  answerYesToSave: {
    en: 'Please answer yes to save, or tell me what to change.',
    fr: 'Répondez oui pour enregistrer, ou dites-moi quoi changer.',
  },
} as const satisfies Record<string, Bilingual<string>>;

/** The French of the contract's `conversationMessages.automatedAssistant`. */
export const frenchAutomatedAssistant = 'Je suis un assistant automatisé.';

/** "Label: value" as a change or a note lists it. */
export const fieldLine = <Values>(
  field: Field<Values>,
  value: string,
  language: ReplyLanguage,
): string => `${labelIn(field, language)}${language === 'fr' ? ' :' : ':'} ${value}`;

export const changedText = (lines: readonly string[], language: ReplyLanguage): string =>
  language === 'fr' ? `Modifié : ${lines.join(' ; ')}.` : `Changed ${lines.join('; ')}.`;

export const notedText = (lines: readonly string[], language: ReplyLanguage): string =>
  language === 'fr' ? `Noté : ${lines.join(' ; ')}.` : `Noted: ${lines.join('; ')}.`;
