import type { Field } from './flow.ts';
import { normalizeAnswer } from '../parsers/parsed.ts';

const correctionVerb =
  /^(?:(?:no|nope|actually|sorry|oops|wait)[,.!\s]+)*(?:please\s+)?(?:can you\s+|could you\s+|i want to\s+|i'd like to\s+|let's\s+)?(change|correct|fix|update|edit|modify)\b/;
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
