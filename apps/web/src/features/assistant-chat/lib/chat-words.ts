import type { Message } from '@kinderwait/contract/conversations';
import { completionToolNames, conversationsErrorCodes } from '@kinderwait/contract/conversations';
import type { ErrorWords } from '../../../api/error-words';
import type { AssistantChatMessages } from '../assistant-chat-messages';
import { toolOutcome } from './conversation-completion';

/**
 * A tool message in the user's words, never its name: what the completion tools did, or a plain
 * line for any other tool.
 */
export function toolLine(message: Message, { t }: AssistantChatMessages): string {
  const { successful } = toolOutcome(message.hiddenContent);
  switch (message.content) {
    case completionToolNames.broadcast:
      return successful ? t('toolBroadcastDone') : t('toolBroadcastFailed');
    case completionToolNames.voiceAiAgent:
      return successful ? t('toolVoiceAgentDone') : t('toolVoiceAgentFailed');
    default:
      return successful ? t('toolDone') : t('toolFailed');
  }
}

/** The chat's words for the error codes it can meet, in the user's language. */
export function assistantChatErrorWords({ t }: AssistantChatMessages): ErrorWords {
  return { [conversationsErrorCodes.assistantUnavailable]: t('errorAssistantUnavailable') };
}
