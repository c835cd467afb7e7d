import type { Field } from './flow.ts';
import { normalizeAnswer } from '../parsers/parsed.ts';

const correctionVerb =
  /^(?:(?:no|nope|yes|yeah|ok|okay|but|and|also|then|actually|sorry|oops|wait|oh|hmm)[,.!\s]+)*(?:please\s+)?(?:can you\s+|could you\s+|i want to\s+|i'd like to\s+|i need to\s+|let's\s+)?(?:please\s+)?(change|correct|fix|update|edit|modify)\b/;
const goBack = /^(?:(?:no|sorry|oops|wait)[,.!\s]+)*(go back|back|previous( question)?|undo)$/;

/** Whether the user asks to go back to the previous question. */
export const isGoBack = (text: string): boolean => goBack.test(normalizeAnswer(text));

/** Whether the message starts like a correction ("change the start date to March 3"). */
export const isCorrection = (text: string): boolean => correctionVerb.test(normalizeAnswer(text));

export interface CorrectionTarget<Values> {
  fields: Field<Values>[];
  /** The new value written after the field's name ("to March 3"), or null when none is given. */
  value: string | null;
}

/**
 * The fields a correction names, and the new value if it gives one. When several fields share a
 * keyword (the start date of each age group), a named scope ("the infant start date") picks
 * among them; without one they are all meant. Keywords are tried longest match first.
 */
export function findCorrection<Values>(
  text: string,
  fields: readonly Field<Values>[],
): CorrectionTarget<Values> | null {
  const lower = text.toLowerCase();
  let best: { end: number; start: number; length: number; fields: Field<Values>[] } | null = null;
  for (const field of fields) {
    for (const keyword of field.keywords) {
      const match = new RegExp(`\\b(?:${keyword})\\b`, 'i').exec(lower);
      if (match === null) continue;
      const length = match[0].length;
      if (
        best === null ||
        length > best.length ||
        (length === best.length && match.index < best.start)
      ) {
        best = { end: match.index + length, start: match.index, length, fields: [field] };
      } else if (
        length === best.length &&
        match.index === best.start &&
        !best.fields.includes(field)
      ) {
        best.fields.push(field);
      }
    }
  }
  if (best === null) return null;
  let chosen = best.fields;
  const scoped = chosen.filter(
    (field) => field.scope !== undefined && new RegExp(`\\b(?:${field.scope})\\b`, 'i').test(lower),
  );
  if (scoped.length > 0) chosen = scoped;
  // The first "to"/"is" after the field's name starts the value: "... start date to March 3".
  const value = /(?:^|\s)(?:to|is|are|should be|as|=|:)\s*(.+)$/i.exec(text.slice(best.end))?.[1];
  return {
    fields: chosen,
    value: value === undefined || value.trim() === '' ? null : value.trim(),
  };
}

/** Where a value starts after a field's name in a plain sentence: "... start date should be ...". */
const valueIntro =
  /^\s*(?:(?:is|are|was|were)\s+(?:actually|really|now)\s+|(?:should|shall|will|would|must) (?:actually |now )?be|needs? to be|has to be|is|are|=|:)\s*(.+)$/i;

const clauseEnd =
  /[;!?\n]|\.(?:\s|$)|,\s+(?:and|but|also|plus)\b|\s+(?:and|but|plus)\s+(?:the|our|my|we|i|it|they|texts?|calls?|callers?)\b/i;

/** A value said with what it replaces ("January 5, not February 1"): only the new one counts. */
const withoutReplaced = (value: string): string =>
  value
    .replace(/,?\s+(?:not|instead of|rather than)\b.*$/i, '')
    .replace(/,?\s+(?:instead|please|thanks|thank you)[.!]*$/i, '')
    .trim();

/**
 * A correction said in plain words, without "change": "Actually the preschool start date should be
 * January 5", "the toddler spaces are 4, not 2", "our business name is Maple Tree". It names a
 * field and gives a value after "is", "are" or "should be". When several fields share the name,
 * the open question's field is meant if it is one of them. `start` is where the field's name is,
 * so the text before it can still answer the open question.
 */
export function findNaturalCorrection<Values>(
  text: string,
  fields: readonly Field<Values>[],
  focusId: string | null,
): (CorrectionTarget<Values> & { start: number; end: number }) | null {
  const lower = text.toLowerCase();
  let best: { end: number; start: number; fields: Field<Values>[] } | null = null;
  for (const field of fields) {
    for (const keyword of field.keywords) {
      for (const match of lower.matchAll(new RegExp(`\\b(?:${keyword})\\b`, 'gi'))) {
        const end = match.index + match[0].length;
        // "My name is Ada" is the user's own name, not the business's.
        if (/\b(?:my|your)\s+$/.test(lower.slice(0, match.index)) && match[0] === 'name') continue;
        if (!valueIntro.test(text.slice(end))) continue;
        const length = match[0].length;
        const bestLength = best === null ? 0 : best.end - best.start;
        if (
          best === null ||
          length > bestLength ||
          (length === bestLength && match.index < best.start)
        ) {
          best = { end, start: match.index, fields: [field] };
        } else if (
          length === bestLength &&
          match.index === best.start &&
          !best.fields.includes(field)
        ) {
          best.fields.push(field);
        }
      }
    }
  }
  if (best === null) return null;
  const found = best;
  let chosen = found.fields;
  const scoped = chosen.filter(
    (field) => field.scope !== undefined && new RegExp(`\\b(?:${field.scope})\\b`, 'i').test(lower),
  );
  if (scoped.length > 0) chosen = scoped;
  const focused = chosen.filter((field) => field.id === focusId);
  if (focused.length > 0) chosen = focused;
  const said = valueIntro.exec(text.slice(found.end))?.[1] ?? '';
  // The value ends with its clause: "our website is kids.ca and texts go to ..." says two things.
  const clause = said.search(clauseEnd);
  const value = withoutReplaced(clause < 0 ? said : said.slice(0, clause));
  if (value === '') return null;
  const end = text.length - said.length + (clause < 0 ? said.length : clause);
  // The field's name may follow its scope ("the infant start date"): the answer to the open
  // question is what comes before both.
  const scopeStart = chosen
    .map((field) =>
      field.scope === undefined
        ? -1
        : lower
            .slice(0, found.start)
            .search(new RegExp(`\\b(?:${field.scope})\\b\\W*(?:\\w+\\W+){0,2}$`, 'i')),
    )
    .filter((index) => index >= 0);
  return { fields: chosen, value, start: Math.min(found.start, ...scopeStart), end };
}

const leadWords =
  /^((?:(?:sorry|oops|oh|actually|no|nope|wait|correction)\b[,.!:]?\s*)+)?(i meant|i mean|make (?:it|that)|change (?:it|that) to|it should be|that should be|should be)?\b[,:]?\s*(.+)$/i;

/**
 * "Sorry, I meant 5", "make that 6", "actually, January 5": a new value without a field's name.
 * "I meant" and "make that" correct the answer just given; "actually" and "sorry" answer the open
 * question first, and correct the last answer when the value does not fit it.
 */
export function leadCorrection(text: string): { value: string; previousFirst: boolean } | null {
  const match = leadWords.exec(text.trim());
  if (match === null || (match[1] === undefined && match[2] === undefined)) return null;
  const value = withoutReplaced(match[3] ?? '');
  // A short value only ("5", "January 5"): a longer sentence is an answer, not a correction.
  if (value === '' || value.split(/\s+/).length > 4) return null;
  return { value, previousFirst: match[2] !== undefined };
}
