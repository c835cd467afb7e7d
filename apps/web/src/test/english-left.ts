import type { Messages } from '../lib/i18n/catalogue';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a French screen is searched for an English catalogue's texts; every part optional. */
export interface EnglishLeftOptions {
  /** The French catalogue: a message it words exactly as English does ("Distance") is not looked for. */
  readonly french?: Readonly<Record<string, string>>;
  /** Keys, or key prefixes, whose messages are not looked for (texts the screen takes elsewhere). */
  readonly skipKeys?: readonly string[];
  /**
   * `'word'` (the default): a text is found only as whole words, so "Continue" is not found in
   * "Continuer". `'anywhere'`: found anywhere in the screen's text, words or not.
   */
  readonly match?: 'word' | 'anywhere';
  /**
   * `'first'` (the default): each message's fixed part before its first argument. `'all'`: every
   * fixed part between its arguments and tags.
   */
  readonly parts?: 'first' | 'all';
  /**
   * Fixed parts shorter than this are skipped ("Yes", "On"); 4 unless told. Looking anywhere, a part
   * this long only with its spaces ("Pay ") is looked for with them.
   */
  readonly minLength?: number;
  /**
   * When given, a message without arguments is looked for, whatever its length, as the whole text
   * of one of this element's elements (so "List" is found but not inside "Liste"), not in `shown`.
   */
  readonly wholeTextsOf?: Element;
}

/** The English texts `englishLeft` looks for, each with the key of its message. */
export function englishTexts(
  english: Messages<string>,
  options: EnglishLeftOptions = {},
): { key: string; text: string }[] {
  const { french, skipKeys = [], parts = 'first', minLength = 4, match = 'word' } = options;
  return Object.entries(english)
    .filter(([key, message]) => french?.[key] !== message)
    .filter(([key]) => !skipKeys.some((skipped) => key.startsWith(skipped)))
    .flatMap(([key, message]) => {
      const pieces =
        parts === 'all' ? message.split(/\{[^}]*\}|<\/?\w+>/) : [message.split('{')[0] ?? ''];
      return pieces.flatMap((piece) => {
        const text = piece.trim();
        if (text.length >= minLength) return [{ key, text }];
        // A short word looked for anywhere keeps its spaces: "Pay " is English left, "Payer" is not.
        const spaced = match === 'anywhere' && text !== '' && piece.length >= minLength;
        return spaced ? [{ key, text: piece }] : [];
      });
    });
}

/**
 * The English catalogue's texts still found in `shown` (a French screen's text), as `options`
 * says to look for them; an empty list when the screen is all French.
 */
export function englishLeft(
  shown: string | null,
  english: Messages<string>,
  options: EnglishLeftOptions = {},
): string[] {
  const text = shown ?? '';
  const { wholeTextsOf, match = 'word' } = options;
  const found = (fixed: string) =>
    match === 'anywhere'
      ? text.includes(fixed)
      : new RegExp(`(^|\\W)${escape(fixed)}($|\\W)`).test(text);
  if (wholeTextsOf === undefined) {
    return englishTexts(english, options)
      .map((entry) => entry.text)
      .filter(found);
  }
  const wholeTexts = new Set(
    Array.from(wholeTextsOf.querySelectorAll('*'), (element) => element.textContent.trim()),
  );
  const withArguments = englishTexts(english, options)
    .filter(({ key }) => english[key]?.includes('{'))
    .map((entry) => entry.text)
    .filter(found);
  const withoutArguments = englishTexts(english, { ...options, minLength: 1 })
    .filter(({ key }) => !english[key]?.includes('{'))
    .map((entry) => entry.text)
    .filter((message) => wholeTexts.has(message));
  return [...withArguments, ...withoutArguments];
}
