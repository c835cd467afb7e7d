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
  /^(not sure|unsure|unknown|don't know|dont know|no idea|skip|n\/a|na|tbd|none|no date|not yet|later|je ne sais pas|je sais pas|sais pas|aucune idée|pas sûr|pas sûre|pas certain|pas certaine|inconnu|aucune date|pas encore|plus tard)$/;
const rightAway =
  /^(now|today|right away|immediately|asap|as soon as possible|already|available now|currently|open now|maintenant|aujourd'hui|tout de suite|immédiatement|dès maintenant|dès que possible|déjà|disponible maintenant|en ce moment)$/;

/** `day` padded to the length of what it replaces, so the places chrono reports stay right. */
const sameLength = (day: string) => (words: string) => day.padEnd(words.length, ' ');

const frenchMonthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * French as chrono's French parser reads it: a part of a month ("début mars", "mi-mars") becomes
 * its day and "1er" the first, each the length of the words it replaces; a month alone ("en
 * janvier", "mars") is its first day, or today when it is this month, as in English.
 */
function frenchDateWords(text: string, reference: Date): string {
  const thisMonth = frenchMonthNames[reference.getMonth()] ?? '';
  return text
    .replace(
      /(?:à partir du |dès le |au |en |dès )?début(?: du mois)?(?: de | d'| )/giu,
      sameLength('1 '),
    )
    .replace(/(?:à la |en )?mi[- ](?=\p{L})/giu, sameLength('15 '))
    .replace(/\b1er\b/giu, sameLength('1'))
    .replace(
      new RegExp(
        `(?:^|(?<=\\s))(?:en |au mois de |au mois d')?(${frenchMonthNames.join('|')})(?![\\p{L}])`,
        'giu',
      ),
      (words: string, month: string, offset: number) => {
        // A month after a day number ("5 janvier") is that day's; only a month alone changes.
        if (/\d\s*$/.test(text.slice(0, offset))) return words;
        const day = month.toLowerCase() === thisMonth ? String(reference.getDate()) : '1';
        return `${day} ${month}`;
      },
    );
}

const frenchMonths =
  /(?:^|[^\p{L}])(?:janv(?:ier)?|févr(?:ier)?|fevr(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|août|aout|sept(?:embre)?|oct(?:obre)?|nov(?:embre)?|déc(?:embre)?|dec(?:embre)?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaines?|demain)(?![\p{L}])/iu;

/**
 * Dates chrono finds in `text`, in English, or in French when the English parser finds none and
 * the text names a French month, weekday or week ("le 5 janvier", "lundi prochain").
 */
function parseAnyLanguage(text: string, reference: Date): chrono.ParsedResult[] {
  const english = chrono.parse(text, reference, { forwardDate: true });
  if (english.length > 0 || !frenchMonths.test(text)) return english;
  const words = frenchDateWords(text, reference);
  return chrono.fr.parse(words, reference, { forwardDate: true });
}

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
    const [result] = parseAnyLanguage(text, reference);
    if (result === undefined) {
      return refused(
        'I could not read a date there. Try something like "September 1" or "2027-01-05".',
      );
    }
    return checkedDay(dayOf(result, reference, today), today);
  }
  return checkedDay(isoDay(year, month, day), today);
}

function checkedDay(value: string, today: string): Parsed<string> {
  if (value < today)
    return refused(`${value} has already passed; please give today or a later date.`);
  return parsed(value);
}

/**
 * The day chrono read, as 'YYYY-MM-DD'. A month alone ("in January") is the next such month in
 * Toronto: its first day, or today when it is this month (chrono would say next year's).
 */
function dayOf(result: chrono.ParsedResult, reference: Date, today: string): string {
  const { start } = result;
  const monthAlone =
    start.isCertain('month') && !start.isCertain('day') && !start.isCertain('year');
  if (monthAlone && start.get('month') === reference.getMonth() + 1) return today;
  const date = start.date();
  return isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** "Now" in a longer message; not "right now", which is said of having no spaces too. */
const startingNow =
  /\b(?:available now|open now|right away|immediately|asap|as soon as possible|(?:from|starting|as of) (?:today|now))\b/gi;

/** A date written in a longer message, where it is in the text, and the day it names. */
export interface DateMention {
  start: number;
  end: number;
  value: Parsed<string>;
}

/**
 * The dates a free message mentions ("2 spots opening in January", "from March 3", "in two
 * weeks"), relative to `today`. A time of day ("Fri 8 to 5") and a weekday alone ("Mon-Fri") are
 * opening hours, not dates, so they are left out; "next Monday" is a date.
 */
export function findDates(text: string, today: string): DateMention[] {
  const reference = referenceOf(today);
  if (reference === null) return [];
  const mentions: DateMention[] = [];
  for (const iso of text.matchAll(/\b\d{4}-\d{1,2}-\d{1,2}\b/g)) {
    const day = parseStartDate(iso[0], today);
    mentions.push({
      start: iso.index,
      end: iso.index + iso[0].length,
      // An ISO date is never "not sure": it is a day, or the reason it is not one.
      value: day.ok ? parsed(day.value ?? today) : day,
    });
  }
  for (const soon of text.matchAll(startingNow)) {
    mentions.push({ start: soon.index, end: soon.index + soon[0].length, value: parsed(today) });
  }
  for (const result of parseAnyLanguage(text, reference)) {
    const { start } = result;
    const overlaps = mentions.some(
      (mention) => result.index < mention.end && result.index + result.text.length > mention.start,
    );
    // "Right now" is said of having no spaces as much as of a start date.
    if (overlaps || start.isCertain('hour') || /^(?:right )?now$/i.test(result.text)) continue;
    const weekdayAlone =
      start.isCertain('weekday') &&
      !start.isCertain('day') &&
      !/^(next|this)\b|\b(?:prochain|prochaine|qui vient)$/i.test(result.text);
    if (
      weekdayAlone ||
      !(start.isCertain('month') || start.isCertain('day') || start.isCertain('weekday'))
    )
      continue;
    mentions.push({
      start: result.index,
      end: result.index + result.text.length,
      value: checkedDay(dayOf(result, reference, today), today),
    });
  }
  return mentions.sort((a, b) => a.start - b.start);
}

const monthName =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const frenchMonthName =
  '(?:janv(?:ier)?|févr(?:ier)?|fevr(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|août|aout|sept(?:embre)?|oct(?:obre)?|nov(?:embre)?|déc(?:embre)?|dec(?:embre)?)\\.?';
const dateShape = new RegExp(
  `\\b${monthName}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthName}\\b|\\b\\d{4}-\\d{1,2}-\\d{1,2}\\b|\\b\\d{1,2}(?:er)?\\s+${frenchMonthName}(?![\\p{L}])`,
  'iu',
);

/** Whether a short answer is written like a day of a month ("January 5", "5th of March", "5 janvier"). */
export const looksLikeDate = (text: string): boolean => dateShape.test(text);
