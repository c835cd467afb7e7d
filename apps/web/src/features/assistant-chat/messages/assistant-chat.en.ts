/** The assistant chat's words in English (docs/product/assistant.md#the-chat-screen). */
export default {
  back: 'Back',
  /** The product's placeholder, exactly. */
  placeholder: 'Type a message...',
  messageLabel: 'Your message',
  send: 'Send',
  fontSize: 'Text size',
  fontSizeValue: '{px} px',
  messagesLabel: 'Conversation with {name}',
  /** Who says a message, before it, for screen readers: the space keeps the words apart. */
  speaker: '{name}: ',
  you: 'You',
  /** A tool message in words (never the tool's name), by the completion tools' names. */
  toolBroadcastDone: 'Your profile was saved.',
  toolBroadcastFailed: 'Your profile was not saved.',
  toolVoiceAgentDone: 'Your voice agent details were saved.',
  toolVoiceAgentFailed: 'Your voice agent details were not saved.',
  toolDone: 'The assistant finished a step.',
  toolFailed: 'The assistant could not finish a step.',
  thinking: '{name} is writing a reply',
  loading: 'Loading the conversation',
  loadFailed: 'We could not load the conversation.',
  retry: 'Try again',
  sendFailed: 'Your message was not sent:',
  remaining: '{count, plural, one {# character left} other {# characters left}}',
  scheduleTitle: 'Choose the times you are open',
  scheduleHint: 'Your choice is sent with your next message.',
  /** The picker's words when nothing is chosen: the provider is choosing opening times. */
  scheduleNothingChosen: 'No opening times chosen yet.',
  scheduleReady: 'Your schedule will be sent with your next message.',
  messagesLeft:
    '{count, plural, one {# assistant message left today.} other {# assistant messages left today.}}',
  completed: 'Done: your answers are saved.',
  completionStepFailed: 'Your answers are saved, but the next step could not open:',
  completionFailed: 'The assistant could not save your answers. Check them and try again.',
  /** conversationMessages.assistantUnavailable, word for word. */
  errorAssistantUnavailable:
    'The assistant could not answer just now. Please try again in a moment.',
} as const;
