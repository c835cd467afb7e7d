import type { IntlShape } from '@formatjs/intl';
import type { KnowledgeBaseMeaningState } from '@kinderwait/contract/knowledge-base';
import type { PhoneNumberFailureReason } from '@kinderwait/contract/phone-numbers';
import type {
  VoiceConversationChannel,
  VoiceConversationOutcome,
  VoiceFactName,
} from '@kinderwait/contract/voice-agent';
import type { voiceAgentLanguages } from '@kinderwait/contract/voice-agent';
import type { ErrorWords } from '../../../api/error-words';
import type { DashboardMessages } from '../voice-agent-dashboard-messages';

/*
 * The dashboard's data in the provider's words and language: each map names its keys as
 * literals, so the catalogue's unused-key check still sees them (docs/decisions/i18n.md).
 */

/** "Nov 27, 2026, 9:05 a.m." or "27 nov. 2026, 9 h 05", Toronto time (where the providers are). */
export function formatWhen(iso: string, intl: IntlShape): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : intl.formatDate(date, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Toronto',
      });
}

/** "45 seconds", "2 minutes 5 seconds". */
export function durationWords(total: number, { t }: DashboardMessages): string {
  return total < 60
    ? t('conversationsSeconds', { seconds: total })
    : t('conversationsMinutesSeconds', { minutes: Math.floor(total / 60), seconds: total % 60 });
}

export function channelWords(channel: VoiceConversationChannel, { t }: DashboardMessages): string {
  switch (channel) {
    case 'phone':
      return t('channelPhone');
    case 'widget':
      return t('channelWidget');
    case 'test':
      return t('channelTest');
  }
}

export function outcomeWords(outcome: VoiceConversationOutcome, { t }: DashboardMessages): string {
  switch (outcome) {
    case 'answered':
      return t('outcomeAnswered');
    case 'message_taken':
      return t('outcomeMessageTaken');
    case 'transferred':
      return t('outcomeTransferred');
    case 'abandoned':
      return t('outcomeAbandoned');
  }
}

/** A live fact of the profile, as the provider knows it. */
export function factWords(fact: VoiceFactName, { t }: DashboardMessages): string {
  switch (fact) {
    case 'centreName':
      return t('factCentreName');
    case 'ageGroups':
      return t('factAgeGroups');
    case 'hours':
      return t('factHours');
    case 'fees':
      return t('factFees');
    case 'cwelcc':
      return t('factCwelcc');
    case 'subsidy':
      return t('factSubsidy');
    case 'languages':
      return t('factLanguages');
    case 'waitlistPolicy':
      return t('factWaitlistPolicy');
    case 'address':
      return t('factAddress');
    case 'joinWaitlist':
      return t('factJoinWaitlist');
    case 'phone':
      return t('factPhone');
  }
}

/** A language the agent speaks, named in the provider's language. */
export function languageWords(
  language: (typeof voiceAgentLanguages)[number],
  { t }: DashboardMessages,
): string {
  const names: Record<(typeof voiceAgentLanguages)[number], string> = {
    'en-CA': t('settingsLanguageEnCa'),
    'fr-CA': t('settingsLanguageFrCa'),
  };
  return names[language];
}

/** Whether a ready item is found by meaning too. */
export function meaningWords(state: KnowledgeBaseMeaningState, { t }: DashboardMessages): string {
  switch (state) {
    case 'pending':
      return t('knowledgeMeaningPending');
    case 'ready':
      return t('knowledgeMeaningReady');
    case 'retrying':
      return t('knowledgeMeaningRetrying');
    case 'failed':
      return t('knowledgeMeaningFailed');
  }
}

/** Why the last request for a number failed, and what to do. */
export function phoneFailedWords(
  reason: PhoneNumberFailureReason,
  areaCode: string,
  { t }: DashboardMessages,
): string {
  switch (reason) {
    case 'no_number_available':
      return t('phoneFailedNoNumberAvailable', { areaCode });
    case 'provider_unavailable':
      return t('phoneFailedProviderUnavailable', { areaCode });
    case 'number_taken':
      return t('phoneFailedNumberTaken', { areaCode });
  }
}

/** The week's days, Monday first, as the answering hours list them. */
export function weekdayNames({ t }: DashboardMessages): string[] {
  return [
    t('weekdayMonday'),
    t('weekdayTuesday'),
    t('weekdayWednesday'),
    t('weekdayThursday'),
    t('weekdayFriday'),
    t('weekdaySaturday'),
    t('weekdaySunday'),
  ];
}

/**
 * The codes the dashboard's calls can meet, in the provider's words. Codes with several causes
 * (`knowledge_url_refused`, `knowledge_file_damaged`) and `limit_reached` (which names the plan's
 * number) are left out on purpose: the server's message says which cause, in the contract's words.
 */
export function dashboardErrorWords({ t }: DashboardMessages): ErrorWords {
  return {
    voice_agent_not_set_up: t('errorVoiceAgentNotSetUp'),
    voice_agent_off: t('errorVoiceAgentOff'),
    voice_conversation_ended: t('errorConversationEnded'),
    voice_conversation_not_found: t('errorConversationNotFound'),
    knowledge_file_too_large: t('errorKnowledgeFileTooLarge'),
    knowledge_file_empty: t('errorKnowledgeFileEmpty'),
    knowledge_file_type_refused: t('errorKnowledgeFileTypeRefused'),
    knowledge_file_missing: t('errorKnowledgeFileMissing'),
    knowledge_not_multipart: t('errorKnowledgeNotMultipart'),
    knowledge_key_taken: t('errorKnowledgeKeyTaken'),
    knowledge_item_not_ready: t('errorKnowledgeItemNotReady'),
    knowledge_item_not_found: t('errorKnowledgeItemNotFound'),
    phone_number_subscription_required: t('errorPhoneSubscriptionRequired'),
    phone_number_already_held: t('errorPhoneAlreadyHeld'),
    phone_number_agent_not_set_up: t('errorPhoneAgentNotSetUp'),
    phone_number_provider_unavailable: t('errorPhoneProviderUnavailable'),
  };
}
