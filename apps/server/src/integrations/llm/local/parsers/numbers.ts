import type { Parsed } from './parsed.ts';
import { normalizeAnswer, parsed, refused } from './parsed.ts';

const units: Record<string, number> = {
  zero: 0,
  none: 0,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "twenty-five", "a hundred and two", "three" (up to 999 999). Null when a word is not a number. */
function wordsToNumber(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'and' || word === 'a' || word === 'an') continue;
    const unit = units[word];
    const ten = tens[word];
    if (unit !== undefined) current += unit;
    else if (ten !== undefined) current += ten;
    else if (word === 'hundred') current = (current === 0 ? 1 : current) * 100;
    else if (word === 'thousand') {
      total += (current === 0 ? 1 : current) * 1000;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/**
 * The whole number in an answer: digits ("12", "12 spaces", "1,200") or words ("three",
 * "twenty-five spaces"). Refuses fractions, negatives and answers with two different numbers.
 */
export function parseWholeNumber(text: string): Parsed<number> {
  const answer = normalizeAnswer(text);
  if (/(^|\s)-\s*\d/.test(answer)) {
    return refused('The number cannot be negative.');
  }
  if (/\d[.,]\d{1,2}(?!\d)/.test(answer) && !/\d,\d{3}/.test(answer)) {
    return refused('Please give a whole number, like 4.');
  }
  // "No" is a number only when it says there are none ("no spaces"), not in "no idea".
  if (/^no( (spaces?|spots?|places?|vacanc(y|ies)|openings?)\b.*)?$/.test(answer)) return parsed(0);
  const digitGroups = answer.match(/\d[\d,]*/g) ?? [];
  const values = [...new Set(digitGroups.map((group) => Number(group.replace(/,/g, ''))))];
  if (values.length > 1) return refused('I found more than one number there; please give one.');
  const [digits] = values;
  if (digits !== undefined) return parsed(digits);
  const words = answer
    .replace(/-/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
  // The longest run of number words, so "about three spaces" reads 3.
  let best: number | null = null;
  for (let start = 0; start < words.length && best === null; start += 1) {
    for (let end = words.length; end > start; end -= 1) {
      const value = wordsToNumber(words.slice(start, end));
      if (value !== null) {
        best = value;
        break;
      }
    }
  }
  return best === null ? refused('I could not find a number in that answer.') : parsed(best);
}

/** A whole number from `min` to `max`, the reason naming the range. */
export function parseCount(text: string, min: number, max: number): Parsed<number> {
  const result = parseWholeNumber(text);
  if (!result.ok) return result;
  if (result.value < min || result.value > max) {
    return refused(`Please give a number from ${String(min)} to ${String(max)}.`);
  }
  return result;
}
