/**
 * The after-call summary's words in English (ICU messages, docs/decisions/i18n.md), as the local
 * engine writes them in conversation-summary.ts. The French file has exactly these keys.
 */
export default {
  channelPhone: 'Phone call',
  channelWidget: 'Website chat',
  channelTest: 'Test conversation',
  opening: '{channel}, {duration}.',
  durationUnderAMinute: 'under a minute',
  durationMinutes: '{minutes, plural, one {# minute} other {# minutes}}',
  topicCentreName: 'the centre',
  topicAgeGroups: 'spaces',
  topicHours: 'opening hours',
  topicFees: 'fees',
  topicCwelcc: 'CWELCC',
  topicSubsidy: 'subsidies',
  topicLanguages: 'languages spoken',
  topicWaitlistPolicy: 'the waitlist policy',
  topicAddress: 'the address',
  topicJoinWaitlist: 'joining the waitlist',
  topicPhone: 'the phone number',
  document: 'what “{name}” says',
  askedAbout: 'The caller asked about {topics}.',
  askedFirst: 'The caller asked: “{words}”',
  saidNothing: 'The caller said nothing.',
  messageTaken: 'A message was taken from {name} (call back {callbackNumber}): {question}',
  outcomeAnswered: 'The agent answered.',
  outcomeMessageTaken: 'A person from the centre should call back.',
  outcomeTransferred: 'The caller was passed to a person at the centre.',
  outcomeAbandoned: 'The conversation ended before it was finished.',
  listLast: '{items} and {last}',
  /** Added to the model's instructions: the summary is written in the provider's language. */
  promptLanguage: 'Write the summary in English.',
};
