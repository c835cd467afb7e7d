import type { AddressPart } from '@kinderwait/contract';
import { normalizePostalCode } from '@kinderwait/contract';

/**
 * Reads the address parts an address text carries (docs/product/onboarding.md#saving-without-the-parts),
 * for a location saved without its `locationDetails`. The product writes the text as house number,
 * street, city and country joined with ", " ("100, Queen Street West, Toronto, Canada"); people
 * also write "100 Queen St W, Toronto, ON M5H 2N2". A part the text does not show is left out.
 */
export type TextParts = Partial<Record<AddressPart, string>>;

const postalCodeInText = /\b([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)\b/;
const houseNumber = /^\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?$/;
const numberThenStreet = /^(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)\s+(\S.*)$/;

const provinces = new Map<string, string>(
  (
    [
      ['AB', 'Alberta'],
      ['BC', 'British Columbia'],
      ['MB', 'Manitoba'],
      ['NB', 'New Brunswick'],
      ['NL', 'Newfoundland and Labrador'],
      ['NS', 'Nova Scotia'],
      ['NT', 'Northwest Territories'],
      ['NU', 'Nunavut'],
      ['ON', 'Ontario'],
      ['PE', 'Prince Edward Island'],
      ['QC', 'Quebec'],
      ['SK', 'Saskatchewan'],
      ['YT', 'Yukon'],
    ] as const
  ).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [name.toLowerCase(), name],
  ]),
);
provinces.set('québec', 'Québec');

const countries = new Set(['canada', 'ca', 'can']);

/** The province a segment names, as written ("ON" or "Ontario"); undefined when it names none. */
function provinceOf(segment: string): string | undefined {
  return provinces.has(segment.toLowerCase()) ? segment : undefined;
}

export function partsOfAddressText(text: string): TextParts {
  const parts: TextParts = {};
  let segments = text
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');

  // The postal code, wherever it is; what is left of its segment may be the province.
  segments = segments.flatMap((segment) => {
    if (parts.postcode !== undefined) return [segment];
    const match = postalCodeInText.exec(segment);
    if (match === null) return [segment];
    parts.postcode = normalizePostalCode(match[0]) ?? match[0];
    const rest = segment.replace(match[0], '').trim();
    return rest === '' ? [] : [rest];
  });

  const last = segments.at(-1);
  if (last !== undefined && countries.has(last.toLowerCase())) {
    parts.country = last;
    segments = segments.slice(0, -1);
  }

  // A province alone ("ON"), or after the city ("Toronto ON").
  segments = segments.flatMap((segment, index) => {
    if (parts.state !== undefined || index === 0) return [segment];
    const whole = provinceOf(segment);
    if (whole !== undefined) {
      parts.state = whole;
      return [];
    }
    const words = segment.split(/\s+/);
    for (const take of [3, 2, 1]) {
      if (words.length <= take) continue;
      const tail = provinceOf(words.slice(-take).join(' '));
      if (tail !== undefined) {
        parts.state = tail;
        return [words.slice(0, -take).join(' ')];
      }
    }
    return [segment];
  });

  const [first, second, third] = segments;
  if (first === undefined) return parts;
  const numbered = numberThenStreet.exec(first);
  let rest: (string | undefined)[];
  if (houseNumber.test(first)) {
    parts.house_number = first;
    if (second !== undefined) parts.road = second;
    rest = [third];
  } else if (numbered?.[1] !== undefined && numbered[2] !== undefined) {
    parts.house_number = numbered[1];
    parts.road = numbered[2];
    rest = [second];
  } else {
    parts.road = first;
    rest = [second];
  }
  const city = rest[0];
  if (city !== undefined) parts.city = city;
  return parts;
}
