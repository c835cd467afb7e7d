/** The words of the website widget (docs/product/voice-agent.md#widget), in Canadian English. */
export const widgetTexts = {
  launcher: 'Questions? Ask us',
  dialogLabel: (businessName: string) => `Chat with ${businessName}'s assistant`,
  close: 'Close',
  inputLabel: 'Your question',
  send: 'Send',
  disclosure: 'An automated assistant answers here. It can take a message for the centre.',
  loading: 'Loading…',
  you: 'You',
  agent: 'Assistant',
  unavailable: 'The assistant is not available right now. Please call the centre.',
  ended: 'This conversation has ended. Ask again to start a new one.',
  tooMany: 'Too many messages. Please wait a minute and try again.',
  failed: 'The message could not be sent. Please try again.',
} as const;
