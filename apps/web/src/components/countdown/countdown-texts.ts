/** Words of the offer deadline countdown. */
export const countdownTexts = {
  /** The deadline as a sentence, what screen readers read (the ticking part is hidden from them). */
  answerBy: (when: string) => `Answer by ${when}`,
  at: (date: string, time: string) => `${date} at ${time} (Toronto time)`,
  left: (parts: string) => `${parts} left`,
  day: (count: number) => (count === 1 ? '1 day' : `${String(count)} days`),
  passed: 'The time to answer has passed',
} as const;
