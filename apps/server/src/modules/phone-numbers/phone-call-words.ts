/**
 * What a caller hears from us rather than from the agent (the server's words: a phone call has no
 * client to word them).
 */
export const phoneCallWords = {
  /** After the agent's greeting, on every call the agent answers. */
  disclosure: 'This call is answered by an automated assistant, and a transcript is kept.',
  /** Before a call is passed to a person. */
  connecting: 'Please hold while we connect you.',
  /** Nobody holds the number called. */
  notInService: 'Sorry, this number is not in service.',
  /** The agent is off (or out of minutes) and there is no number to pass the call to. */
  unavailable: (businessName: string) =>
    `Thank you for calling ${businessName}. We cannot take your call right now. Please call again later.`,
} as const;
