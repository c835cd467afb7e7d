import type { OpeningPeriod } from './clock.ts';
import { clockOf, minutesOf } from './clock.ts';
import type { Parsed } from './parsed.ts';
import { parsed, refused } from './parsed.ts';

const dayPattern =
  '(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?';
const dayWord = new RegExp(`\\b${dayPattern}\\b`, 'g');
const dayRange = new RegExp(
  `\\b${dayPattern}\\s*(?:-|–|to|through|thru|till|until)\\s*${dayPattern}\\b`,
  'g',
);
const dayIndex = (word: string): number =>
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].indexOf(word.slice(0, 3));

/** The days a piece of text names: "Mon-Fri", "weekdays", "Monday, Wednesday", "every day". */
export function parseDays(text: string): number[] {
  const lower = text.toLowerCase();
  const days = new Set<number>();
  if (/\b(every ?day|daily|7 days|seven days|all week)\b/.test(lower)) {
    for (let day = 0; day < 7; day += 1) days.add(day);
  }
  if (/\b(weekdays?|m-f)\b/.test(lower)) for (let day = 0; day < 5; day += 1) days.add(day);
  if (/\bweekends?\b/.test(lower)) [5, 6].forEach((day) => days.add(day));
  const rest = lower.replace(dayRange, (_whole, from: string, to: string) => {
    const start = dayIndex(from);
    const end = dayIndex(to);
    // A range that wraps ("Fri-Mon") runs through the weekend.
    for (let step = 0; step <= (end - start + 7) % 7; step += 1) days.add((start + step) % 7);
    return ' ';
  });
  for (const match of rest.matchAll(dayWord)) {
    const day = dayIndex(match[1] ?? '');
    if (day >= 0) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

const timePattern = '(noon|midday|midnight|\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?)';
const timeRange = new RegExp(
  `(?:from\\s+)?${timePattern}\\s*(?:-|–|to|till|until|through|and)\\s*${timePattern}`,
  'gi',
);

/** Whether a text has a time range ("8 to 5", "7:30am-6pm"), as opening hours do. */
export const hasTimeRange = (text: string): boolean => new RegExp(timeRange.source, 'i').test(text);

const dayMention = new RegExp(
  `${dayWord.source}|\\b(?:every ?day|daily|7 days|seven days|all week|weekdays?|m-f|weekends?)\\b`,
  'gi',
);

/**
 * Where opening hours are written in a longer text: from their first day or time to their last,
 * so what is said around them ("…, starting in January") can be read for something else.
 */
export function hoursSpan(text: string): [number, number] | null {
  const marks = [...text.matchAll(dayMention), ...text.matchAll(timeRange)].map(
    (match): [number, number] => [match.index, match.index + match[0].length],
  );
  if (marks.length === 0) return null;
  return [Math.min(...marks.map(([start]) => start)), Math.max(...marks.map(([, end]) => end))];
}

interface ClockReading {
  minutes: number;
  meridiem: 'am' | 'pm' | null;
}

function readClock(text: string): ClockReading | null {
  const value = text.toLowerCase().replace(/\s|\./g, '');
  if (value === 'noon' || value === 'midday') return { minutes: 12 * 60, meridiem: 'pm' };
  if (value === 'midnight') return { minutes: 24 * 60, meridiem: 'am' };
  const match = /^(\d{1,2})(?:[:h](\d{2}))?(am|pm)?$/.exec(value);
  if (match === null) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = (match[3] ?? null) as 'am' | 'pm' | null;
  if (minutes > 59 || hours > 24 || (meridiem !== null && (hours === 0 || hours > 12))) return null;
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return { minutes: hours * 60 + minutes, meridiem };
}

/**
 * A time range as minutes: "7:30am to 6pm", "8 to 5" (read as 8 AM to 5 PM: an end before the
 * start without AM/PM is in the afternoon), "1-5pm" (both afternoon), "08:00-17:30".
 */
function readRange(startText: string, endText: string): [number, number] | null {
  const start = readClock(startText);
  const end = readClock(endText);
  if (start === null || end === null) return null;
  let from = start.minutes;
  let to = end.minutes;
  if (start.meridiem === null && end.meridiem === 'pm' && from < 12 * 60 && from + 12 * 60 < to) {
    from += 12 * 60;
  }
  if (end.meridiem === null && to <= from && to < 12 * 60) to += 12 * 60;
  return [from, to];
}

const frenchDays: readonly (readonly [RegExp, string])[] = [
  [/lundis?/giu, 'monday'],
  [/mardis?/giu, 'tuesday'],
  [/mercredis?/giu, 'wednesday'],
  [/jeudis?/giu, 'thursday'],
  [/vendredis?/giu, 'friday'],
  [/samedis?/giu, 'saturday'],
  [/dimanches?/giu, 'sunday'],
];

const frenchHours =
  /lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaine|tous les jours|\d ?h(?: ?\d{2})?(?![\p{L}])/iu;

/**
 * French hours in the words this parser reads: "du lundi au vendredi de 7 h 30 à 18 h" becomes
 * "monday to friday 7:30 to 18:00"; "en semaine", "tous les jours" and "la fin de semaine" name
 * their days. English text is left as it is.
 */
function frenchHoursAsEnglish(text: string): string {
  if (!frenchHours.test(text)) return text;
  let words = text
    .replace(/\b(\d{1,2}) ?h ?(\d{2})\b/giu, '$1:$2')
    .replace(/\b(\d{1,2}) ?h(?![\p{L}\d])/giu, '$1:00')
    .replace(/(?:^|(?<=\s))en semaine(?![\p{L}])/giu, 'weekdays')
    .replace(/(?:^|(?<=\s))tous les jours(?![\p{L}])/giu, 'every day')
    .replace(/(?:^|(?<=\s))(?:la |les )?fins? de semaine(?![\p{L}])/giu, 'weekends');
  for (const [french, english] of frenchDays) words = words.replace(french, english);
  return words
    .replace(/(?:^|(?<=\s))(?:au|à|jusqu'à|jusqu’à)(?=\s)/giu, 'to')
    .replace(/(?:^|(?<=\s))(?:du|de|le|les|et)(?=\s)/giu, ' ');
}

/**
 * Typed opening hours: one or more pieces like "Mon-Fri 7:30am to 6pm", "weekdays 8 to 5",
 * "Saturday 9-12", joined by commas, semicolons or "and". A time range takes the days written
 * before it since the previous range (or after it, "8-5 weekdays"); a range with no days of its
 * own takes the days of the one before ("Mon-Fri 8-12 and 1-5").
 */
export function parseTypedHours(typed: string): Parsed<OpeningPeriod[]> {
  const text = frenchHoursAsEnglish(typed);
  const ranges = [...text.matchAll(timeRange)];
  if (ranges.length === 0) {
    return refused(
      'I could not find opening hours there. Try something like "Mon-Fri 7:30am to 6pm".',
    );
  }
  const periods: OpeningPeriod[] = [];
  let previousDays: number[] = [];
  let cursor = 0;
  for (const [index, range] of ranges.entries()) {
    const before = text.slice(cursor, range.index);
    const next = ranges[index + 1];
    const after = index === ranges.length - 1 ? text.slice(range.index + range[0].length) : '';
    cursor = range.index + range[0].length;
    let days = parseDays(before);
    if (days.length === 0) days = parseDays(after);
    if (days.length === 0) days = previousDays;
    if (days.length === 0 && next !== undefined) days = parseDays(text.slice(cursor, next.index));
    if (days.length === 0) {
      return refused('Which days are those hours for? For example "weekdays 8 to 5".');
    }
    const minutes = readRange(range[1] ?? '', range[2] ?? '');
    if (minutes === null) return refused(`I could not read the time "${range[0].trim()}".`);
    const [from, to] = minutes;
    if (to <= from) {
      return refused(`In "${range[0].trim()}" the closing time must be after the opening time.`);
    }
    for (const day of days) periods.push({ day, timeStart: clockOf(from), timeEnd: clockOf(to) });
    previousDays = days;
  }
  return checkPeriods(periods);
}

/** Refuses periods of one day that overlap (the profile's rule), and merges exact repeats. */
export function checkPeriods(periods: readonly OpeningPeriod[]): Parsed<OpeningPeriod[]> {
  const unique = periods.filter(
    (period, index) =>
      periods.findIndex(
        (other) =>
          other.day === period.day &&
          other.timeStart === period.timeStart &&
          other.timeEnd === period.timeEnd,
      ) === index,
  );
  const sorted = unique.sort(
    (a, b) => a.day - b.day || minutesOf(a.timeStart) - minutesOf(b.timeStart),
  );
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (
      previous !== undefined &&
      current !== undefined &&
      previous.day === current.day &&
      minutesOf(current.timeStart) < minutesOf(previous.timeEnd)
    ) {
      return refused('Two of those periods overlap on the same day; please give each day once.');
    }
  }
  if (sorted.length > 21) return refused('Please give at most three periods a day.');
  return parsed(sorted);
}
