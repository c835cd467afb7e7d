import {
  completionToolNames,
  conversationMessages,
  conversationsErrorCodes,
} from '@kinderwait/contract/conversations';
import type { ErrorWords } from '../../api/error-words';

/** Words of the assistant chat (docs/product/assistant.md#the-chat-screen). */
export const assistantChatTexts = {
  back: 'Back',
  /** The product's placeholder, exactly. */
  placeholder: 'Type a message...',
  messageLabel: 'Your message',
  send: 'Send',
  fontSize: 'Text size',
  fontSizeValue: (px: number) => `${String(px)} px`,
  messagesLabel: (name: string) => `Conversation with ${name}`,
  you: 'You',
  /** A tool message in words (never the tool's name), by the completion tools' names. */
  toolLines: {
    [completionToolNames.broadcast]: {
      done: 'Your profile was saved.',
      failed: 'Your profile was not saved.',
    },
    [completionToolNames.voiceAiAgent]: {
      done: 'Your voice agent details were saved.',
      failed: 'Your voice agent details were not saved.',
    },
  },
  toolDone: 'The assistant finished a step.',
  toolFailed: 'The assistant could not finish a step.',
  thinking: (name: string) => `${name} is writing a reply`,
  loading: 'Loading the conversation',
  loadFailed: 'We could not load the conversation.',
  retry: 'Try again',
  sendFailed: 'Your message was not sent:',
  remaining: (count: number) => `${String(count)} characters left`,
  scheduleTitle: 'Choose the times you are open',
  scheduleHint: 'Your choice is sent with your next message.',
  /** The picker's words when nothing is chosen: the provider is choosing opening times. */
  scheduleNothingChosen: 'No opening times chosen yet.',
  scheduleReady: 'Your schedule will be sent with your next message.',
  scheduleSend: 'Send my schedule',
  messagesLeft: (count: number) =>
    count === 1
      ? '1 assistant message left today.'
      : `${String(count)} assistant messages left today.`,
  completed: 'Done: your answers are saved.',
  completionStepFailed: 'Your answers are saved, but the next step could not open:',
  completionFailed: 'The assistant could not save your answers. Check them and try again.',
} as const;

export const assistantChatErrorWords: ErrorWords = {
  [conversationsErrorCodes.assistantUnavailable]: conversationMessages.assistantUnavailable,
};
