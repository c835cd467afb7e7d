import type { Parsed } from './parsed.ts';
import { normalizeAnswer, parsed, refused } from './parsed.ts';

/** One option of a list question, with the words people use for it. */
export interface Choice<Value> {
  value: Value;
  label: string;
  /** The label in French; the English one when absent. */
  frenchLabel?: string;
  /** Regular expression sources matched as whole words in the lower-cased answer. */
  words: readonly string[];
}

/** The options an answer names, in list order. "All" names every one; "1 and 3" names by number. */
export function parseChoices<Value>(
  text: string,
  choices: readonly Choice<Value>[],
): Parsed<Value[]> {
  const answer = normalizeAnswer(text);
  if (
    /^(all|all of them|everything|every one|all of the above|tous|toutes|tout|tous les choix)$/u.test(
      answer,
    )
  ) {
    return parsed(choices.map((choice) => choice.value));
  }
  // "All of them except weekends": every option but the ones named after "except".
  const except =
    /^(?:all|all of them|everything|every one|all of the above|tous|toutes|tout),?\s+(?:except|but|apart from|other than|besides|minus|sauf|excepté|à part|moins)\s+(.+)$/u.exec(
      answer,
    );
  if (except?.[1] !== undefined) {
    const excluded = parseChoices(except[1], choices);
    if (excluded.ok) {
      return parsed(
        choices.map((choice) => choice.value).filter((value) => !excluded.value.includes(value)),
      );
    }
  }
  const picked = new Set<number>();
  let rest = answer;
  choices.forEach((choice, index) => {
    for (const word of choice.words) {
      // Whole words, French letters with accents included ("préscolaire", "bébé").
      const pattern = new RegExp(`(?<![\\p{L}\\d])(?:${word})(?![\\p{L}\\d])`, 'gu');
      if (pattern.test(rest)) {
        picked.add(index);
        // Taken out so a longer name does not also count as a shorter one ("before and after school").
        rest = rest.replace(pattern, ' ');
      }
    }
  });
  for (const match of rest.matchAll(/\b(\d{1,2})\b/g)) {
    const index = Number(match[1]) - 1;
    if (index >= 0 && index < choices.length) picked.add(index);
  }
  if (picked.size === 0) {
    return refused(
      `Please choose from: ${choices.map((choice, index) => `${String(index + 1)}. ${choice.label}`).join(', ')}.`,
    );
  }
  return parsed([...picked].sort((a, b) => a - b).flatMap((index) => choices[index]?.value ?? []));
}

/** A short free text (a name, a greeting): trimmed, not empty, at most `max` characters. */
export function parseText(text: string, max: number, what: string): Parsed<string> {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value.length === 0) return refused(`Please type the ${what}.`);
  if (value.length > max) {
    return refused(
      `The ${what} can be at most ${String(max)} characters; yours has ${String(value.length)}.`,
    );
  }
  return parsed(value);
}
