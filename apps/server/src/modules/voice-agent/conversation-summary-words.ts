import type {
  VoiceConversationChannel,
  VoiceConversationOutcome,
  VoiceFactName,
} from '@kinderwait/contract';

/**
 * The words of the after-call summary the local engine writes (conversation-summary.ts), kept
 * apart from the logic that picks them so they can be reworded without touching it.
 */
export const summaryWords = {
  channels: {
    phone: 'Phone call',
    widget: 'Website chat',
    test: 'Test conversation',
  } satisfies Record<VoiceConversationChannel, string>,
  duration: (seconds: number): string => {
    if (seconds < 60) return 'under a minute';
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${String(minutes)} minutes`;
  },
  /** What a live fact an answer used says the caller asked about. */
  factTopics: {
    centreName: 'the centre',
    ageGroups: 'spaces',
    hours: 'opening hours',
    fees: 'fees',
    cwelcc: 'CWELCC',
    subsidy: 'subsidies',
    languages: 'languages spoken',
    waitlistPolicy: 'the waitlist policy',
    address: 'the address',
    joinWaitlist: 'joining the waitlist',
    phone: 'the phone number',
  } satisfies Record<VoiceFactName, string>,
  /** A document the answers quoted, named as its provider named it. */
  document: (name: string): string => (name === '' ? '' : `what “${name}” says`),
  askedAbout: (topics: string): string => `The caller asked about ${topics}.`,
  /** When no answer stood on a source: the caller's first words, quoted. */
  askedFirst: (words: string): string => `The caller asked: “${words}”`,
  saidNothing: 'The caller said nothing.',
  messageTaken: (name: string, callbackNumber: string, question: string): string =>
    `A message was taken from ${name} (call back ${callbackNumber}): ${question}`,
  outcomes: {
    answered: 'The agent answered.',
    message_taken: 'A person from the centre should call back.',
    transferred: 'The caller was passed to a person at the centre.',
    abandoned: 'The conversation ended before it was finished.',
  } satisfies Record<VoiceConversationOutcome, string>,
  /** How topics are joined: "a, b and c". */
  list: (items: readonly string[]): string =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`,
};

/** What the model is asked when an AI provider writes the summary. */
export const summaryPrompt = [
  'You write the summary a childcare centre reads of a conversation its voice agent had with a',
  'caller. In at most three short sentences, plain text: what the caller wanted, what they were',
  'told, and what the centre should do next (for example, call back). Never invent facts that the',
  'transcript does not hold.',
].join(' ');
