import type {
  VoiceConversationChannel,
  VoiceConversationOutcome,
  VoiceFactName,
} from '@kinderwait/contract';
import type { Language } from '../../i18n/language.ts';
import { wordsIn } from '../../i18n/messages.ts';
import english from './conversation-summary.en.ts';
import french from './conversation-summary.fr.ts';

const catalogue = { en: english, fr: french };

/**
 * The words of the after-call summary the local engine writes (conversation-summary.ts), in the
 * provider's language, kept apart from the logic that picks them so they can be reworded without
 * touching it.
 */
export function summaryWordsIn(language: Language) {
  const { t } = wordsIn(catalogue, language);
  return {
    channels: {
      phone: t('channelPhone'),
      widget: t('channelWidget'),
      test: t('channelTest'),
    } satisfies Record<VoiceConversationChannel, string>,
    opening: (channel: string, duration: string): string => t('opening', { channel, duration }),
    duration: (seconds: number): string =>
      seconds < 60
        ? t('durationUnderAMinute')
        : t('durationMinutes', { minutes: Math.ceil(seconds / 60) }),
    /** What a live fact an answer used says the caller asked about. */
    factTopics: {
      centreName: t('topicCentreName'),
      ageGroups: t('topicAgeGroups'),
      hours: t('topicHours'),
      fees: t('topicFees'),
      cwelcc: t('topicCwelcc'),
      subsidy: t('topicSubsidy'),
      languages: t('topicLanguages'),
      waitlistPolicy: t('topicWaitlistPolicy'),
      address: t('topicAddress'),
      joinWaitlist: t('topicJoinWaitlist'),
      phone: t('topicPhone'),
    } satisfies Record<VoiceFactName, string>,
    /** A document the answers quoted, named as its provider named it. */
    document: (name: string): string => (name === '' ? '' : t('document', { name })),
    askedAbout: (topics: string): string => t('askedAbout', { topics }),
    /** When no answer stood on a source: the caller's first words, quoted. */
    askedFirst: (words: string): string => t('askedFirst', { words }),
    saidNothing: t('saidNothing'),
    messageTaken: (name: string, callbackNumber: string, question: string): string =>
      t('messageTaken', { name, callbackNumber, question }),
    outcomes: {
      answered: t('outcomeAnswered'),
      message_taken: t('outcomeMessageTaken'),
      transferred: t('outcomeTransferred'),
      abandoned: t('outcomeAbandoned'),
    } satisfies Record<VoiceConversationOutcome, string>,
    /** How topics are joined: "a, b and c", « a, b et c ». */
    list: (items: readonly string[]): string =>
      items.length <= 1
        ? (items[0] ?? '')
        : t('listLast', {
            items: items.slice(0, -1).join(', '),
            last: items[items.length - 1] ?? '',
          }),
    promptLanguage: t('promptLanguage'),
  };
}

/** What the model is asked when an AI provider writes the summary (then told the language). */
export const summaryPrompt = [
  'You write the summary a childcare centre reads of a conversation its voice agent had with a',
  'caller. In at most three short sentences, plain text: what the caller wanted, what they were',
  'told, and what the centre should do next (for example, call back). Never invent facts that the',
  'transcript does not hold.',
].join(' ');
