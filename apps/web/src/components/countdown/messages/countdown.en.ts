/**
 * The offer deadline countdown's words in English (ICU messages, docs/decisions/i18n.md#the-recipe).
 * The other languages' files have exactly these keys.
 */
export default {
  /** The deadline as a sentence, what screen readers read (the ticking part is hidden from them). */
  answerBy: 'Answer by {date} at {time} (Toronto time)',
  left: '{clock} left',
  leftWithDays: '{days, plural, one {# day} other {# days}} {clock} left',
  passed: 'The time to answer has passed',
} as const;
