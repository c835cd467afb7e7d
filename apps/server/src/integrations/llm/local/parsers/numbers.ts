import type { Parsed } from './parsed.ts';
import { normalizeAnswer, parsed, refused } from './parsed.ts';

/** Number words up to nineteen (and "a dozen"), in English and French, as people write small counts and ages. */
export const units: Readonly<Record<string, number>> = {
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
  // French, read in any conversation ("deux places", "dix-sept").
  zéro: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  douzaine: 12,
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
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};

/** A count written in a longer message: digits, or number words ("twenty-five", "a dozen"). */
// "Sept" is September's short name in English: in a longer message it is not read as seven.
const countWords = Object.keys(units).filter((word) => word !== 'sept');
export const countPattern = String.raw`(?:\d{1,4}|a dozen|(?:${[...countWords, ...Object.keys(tens)].join('|')})(?:[- ](?:${countWords.join('|')}))?)`;

/** "twenty-five", "a hundred and two", "three" (up to 999 999). Null when a word is not a number. */
function wordsToNumber(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'and' || word === 'a' || word === 'an' || word === 'et') continue;
    const unit = units[word];
    const ten = tens[word];
    // "une douzaine" is twelve, "deux douzaines" twenty-four.
    if (word === 'douzaine' || word === 'douzaines') current = Math.max(current, 1) * 12;
    else if (unit !== undefined) current += unit;
    else if (ten !== undefined) current += ten;
    else if (word === 'hundred' || word === 'cent' || word === 'cents')
      current = (current === 0 ? 1 : current) * 100;
    else if (word === 'thousand' || word === 'mille') {
      total += (current === 0 ? 1 : current) * 1000;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

const spaceWords = String.raw`(?:spaces?|spots?|places?|vacanc(?:y|ies)|openings?|room)`;
const noneSaid: readonly RegExp[] = [
  /^no$/,
  new RegExp(String.raw`\bno (?:more )?(?:open |available |free )?(?:[a-z-]+ )?${spaceWords}\b`),
  /\b(?:don'?t|do not|doesn'?t|does not|haven'?t|have not|hasn'?t|has not|aren'?t|are not|isn'?t|is not|won'?t|will not)(?: (?:have|got|offer|be|having))* any\b/,
  /\bnot any\b/,
  /\b(?:we'?re|we are|i'?m|i am|it'?s|it is|they'?re|they are|all|is|are) (?:full|fully booked|all taken)\b/,
  /^(?:full|fully booked|nothing|nil|nada|all taken)\b/,
  // French: "aucune place", "pas de places", "on est complet", "rien".
  /^(?:aucune?|rien|complet|complète|complets|pleine?)(?![\p{L}])/u,
  /(?:^|\s)(?:aucune?|pas de|plus de|pas d'autres?) (?:places?|disponibilités?|ouvertures?)(?![\p{L}])/u,
  /(?:^|\s)(?:on est|nous sommes|c'est|tout est) (?:complets?|complète|pleine?s?)(?![\p{L}])/u,
];

/**
 * Whether an answer without digits says there is nothing: "no spaces", "none", "we don't have
 * any", "we are full". "No idea" and "I don't know" do not.
 */
export function saysNone(answer: string): boolean {
  return noneSaid.some((pattern) => pattern.test(answer));
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
  const digitGroups = answer.match(/\d[\d,]*/g) ?? [];
  // "No" is a number only when it says there are none ("no spaces", "we don't have any"), not
  // in "no idea" or "I don't know".
  if (digitGroups.length === 0 && saysNone(answer)) return parsed(0);
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
