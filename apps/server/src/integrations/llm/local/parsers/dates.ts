import * as chrono from 'chrono-node';
import type { Parsed } from './parsed.ts';
import { normalizeAnswer, parsed, refused } from './parsed.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/** A calendar day as 'YYYY-MM-DD'. */
export const isoDay = (year: number, month: number, day: number): string =>
  `${String(year)}-${pad(month)}-${pad(day)}`;

/**
 * `today` ('YYYY-MM-DD') as a local noon: chrono reads and answers in local time, so taking the
 * day back with the local getters gives the same answer on any server time zone.
 */
function referenceOf(today: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (match === null) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

const notStated =
  /^(not sure|unsure|unknown|don't know|dont know|no idea|skip|n\/a|na|tbd|none|no date|not yet|later)$/;
const rightAway =
  /^(now|today|right away|immediately|asap|as soon as possible|already|available now|currently|open now)$/;

/**
 * A start date from a free answer, relative to `today`: "2027-01-05", "Sept 1", "next Monday",
 * "in two weeks", "now". "Not sure" gives null (the profile shows N/A). A date before today is
 * refused: spaces cannot open in the past.
 */
export function parseStartDate(text: string, today: string): Parsed<string | null> {
  const answer = normalizeAnswer(text);
  if (notStated.test(answer)) return parsed(null);
  if (rightAway.test(answer)) return parsed(today);
  const reference = referenceOf(today);
  if (reference === null) return refused('Today is unknown, so I cannot read dates.');
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(answer);
  let year: number;
  let month: number;
  let day: number;
  if (iso !== null) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const check = new Date(year, month - 1, day, 12);
    if (check.getMonth() !== month - 1 || check.getDate() !== day) {
      return refused(`${text.trim()} is not a real date.`);
    }
  } else {
    const [result] = chrono.parse(text, reference, { forwardDate: true });
    if (result === undefined) {
      return refused(
        'I could not read a date there. Try something like "September 1" or "2027-01-05".',
      );
    }
    const date = result.start.date();
    [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  }
  const value = isoDay(year, month, day);
  if (value < today)
    return refused(`${value} has already passed; please give today or a later date.`);
  return parsed(value);
}
