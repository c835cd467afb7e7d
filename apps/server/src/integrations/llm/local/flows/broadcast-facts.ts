import { providerProfileLimits } from '@kinderwait/contract';
import type { Facts, FlowContext } from '../conversation/flow.ts';
import { parseText } from '../parsers/choices.ts';
import { findDates } from '../parsers/dates.ts';
import {
  checkPeriods,
  hasTimeRange,
  hoursSpan,
  parseDays,
  parseTypedHours,
} from '../parsers/hours.ts';
import type { OpeningPeriod } from '../parsers/clock.ts';
import { countPattern } from '../parsers/numbers.ts';
import { ageGroupChoices, serviceChoices } from './broadcast-catalogue.ts';
import { spacesField } from './broadcast-fields.ts';
import type { BroadcastValues } from './broadcast-values.ts';
import { startDateApplies, withGroup } from './broadcast-values.ts';

type Span = readonly [number, number];

/**
 * The words of a sentence about spaces: "2 preschool spots", "3 spots for toddlers", "infant spaces:
 * 3", "toddlers: 2", "no toddler spots", "we don't have any infant spaces", "preschool is full".
 */
const group = `(${ageGroupChoices.flatMap((choice) => choice.words).join('|')})`;
const groupSuffix = String.raw`(?:\s+(?:age\s+group|group|room|class(?:room)?|program(?:me)?))?`;
const modifiers = String.raw`(?:(?:more|new|open|available|free|full[- ]?time|part[- ]?time)\s+)*`;
const space = String.raw`(?:spaces?|spots?|places?|vacanc(?:y|ies)|openings?|seats?)`;
const count = `(no|${countPattern})`;
// A count is not the start of a time ("8 to 5", "7:30") or of a date ("2027-01-05").
const notTime = String.raw`(?!\s*(?:am\b|pm\b|[:/]|-|–|to\b|until\b|till\b|through\b))`;
const none = String.raw`(?:don'?t|do not|doesn'?t|does not|haven'?t|have not|hasn'?t|has not|won'?t|will not|aren'?t|are not|isn'?t|is not)(?:\s+(?:have|got|offer|be|having))*\s+any(?:\s+more)?`;
const full = String.raw`(?:full|fully booked|all taken)`;

interface SpacesPattern {
  pattern: RegExp;
  /** Capture groups of the group's name and the count; no count means none. */
  groupAt: number | null;
  countAt: number | null;
}
const spacesPattern = (source: string, groupAt: number | null, countAt: number | null) => ({
  pattern: new RegExp(source, 'g'),
  groupAt,
  countAt,
});
const anchored: readonly SpacesPattern[] = [
  spacesPattern(
    String.raw`\b${count}\s+${modifiers}${group}${groupSuffix}(?:\s+${modifiers}${space}\b|(?=[^.;!?\n]*\b${space}\b))`,
    2,
    1,
  ),
  spacesPattern(
    String.raw`\b${count}\s+${modifiers}${space}\s+(?:for|in|with|of)\s+(?:the\s+|our\s+|my\s+)?${group}`,
    2,
    1,
  ),
  spacesPattern(
    String.raw`\b${group}${groupSuffix}(?:'s)?\s+${modifiers}${space}\s*(?::|=|-|is|are|now|at)?\s*${count}\b${notTime}`,
    1,
    2,
  ),
  spacesPattern(
    String.raw`\b${group}${groupSuffix}\s*(?::|-|=|has|have|with|gets?|got|is|are|(?:should|will) be|now)\s*${count}\b${notTime}(?!\s*(?:years?|yrs?|months?|mos?)\b)(?:\s+${modifiers}${space}\b)?`,
    1,
    2,
  ),
  spacesPattern(String.raw`\b${none}\s+${modifiers}${group}${groupSuffix}\s+${space}\b`, 1, null),
  spacesPattern(
    String.raw`\b${none}\s+${modifiers}${space}\s+(?:for|in)\s+(?:the\s+|our\s+)?${group}`,
    1,
    null,
  ),
  spacesPattern(
    String.raw`\b${group}${groupSuffix}(?:\s+${space})?\s+(?:is|are)\s+${full}\b`,
    1,
    null,
  ),
];
/** The same without a group's name: the group is the one the sentence or question is about. */
const unanchored: readonly SpacesPattern[] = [
  spacesPattern(String.raw`\b${count}\s+${modifiers}${space}\b`, null, 1),
  spacesPattern(String.raw`\b${none}(?:\s+${modifiers}${space})?\b`, null, null),
  spacesPattern(String.raw`\b(?:we'?re|we are|it'?s|they'?re|all)\s+${full}\b`, null, null),
];
/** Words that say a date is when spaces open ("opening in January", "from March 3"). */
const startCue =
  /\b(?:from|starting|starts?|open(?:s|ing)?(?: up)?|available|as of|beginning|begins?)\b/;
/** "... a home daycare called Little Stars, ..." */
const calledName =
  /\b(?:daycare|day care|centre|center|business|program(?:me)?|childcare|we'?re|we are|it'?s|it is)\s+(?:is\s+)?(?:called|named)\s+(.+?)(?=\s*(?:[,.;!?\n]|$)|\s+(?:and|with|in|where|which|that|who|located|on|at|for|we|i)\b)/i;
/** The kinds of care named without doubt ("evenings" may be hours, so it is left to the question). */
const plainServices = serviceChoices.filter((choice) => choice.value <= 4);

const overlaps = (spans: readonly Span[], start: number, end: number): boolean =>
  spans.some(([from, to]) => start < to && end > from);

const groupOf = (name: string): number | undefined =>
  ageGroupChoices.find((choice) =>
    choice.words.some((word) => new RegExp(`^(?:${word})$`).test(name)),
  )?.value;

/** The answers with a group among the age groups: "which others" when none were chosen yet. */
function withAgeGroup(values: BroadcastValues, id: number): BroadcastValues {
  if (values.ageGroupIds === undefined)
    return { ...values, ageGroupIds: [id], ageGroupsOpen: true };
  if (values.ageGroupIds.includes(id)) return values;
  const order = ageGroupChoices.map((choice) => choice.value);
  const ids = [...values.ageGroupIds, id].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { ...values, ageGroupIds: ids };
}

/**
 * Every fact a message gives about the broadcast profile, whatever was asked
 * (docs/product/assistant.md#engines): spaces and start dates per age group (adding the group),
 * the kinds of care named without doubt, opening hours with days and times, and a name said with
 * "called". The open question's field (`focusId`) is left to its answer.
 */
export function broadcastFacts(
  initial: BroadcastValues,
  text: string,
  context: FlowContext,
  focusId: string | null,
): Facts<BroadcastValues> {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  let values = initial;
  const spans: Span[] = [];
  const reasons: string[] = [];
  const sentenceOf = (at: number): Span => {
    const start = Math.max(
      ...['.', ';', '!', '?', '\n'].map((mark) => lower.lastIndexOf(mark, at - 1)),
    );
    const ends = ['.', ';', '!', '?', '\n']
      .map((mark) => lower.indexOf(mark, at))
      .filter((i) => i >= 0);
    return [start + 1, ends.length === 0 ? lower.length : Math.min(...ends)];
  };
  const mentions = [...lower.matchAll(new RegExp(`\\b${group}\\b`, 'g'))].flatMap((match) => {
    const id = groupOf(match[0]);
    return id === undefined ? [] : [{ start: match.index, id }];
  });
  const focusGroup = /^(?:spaces|start):(\d+)$/.exec(focusId ?? '')?.[1];
  const implied =
    focusGroup !== undefined
      ? Number(focusGroup)
      : values.ageGroupIds?.length === 1
        ? values.ageGroupIds[0]
        : undefined;
  /** The group a fact at `at` is about: named before it in its sentence, else after, else implied. */
  const groupAround = (at: number): number | undefined => {
    const [start, end] = sentenceOf(at);
    const inSentence = mentions.filter((mention) => mention.start >= start && mention.start < end);
    return (
      inSentence.filter((mention) => mention.start < at).at(-1)?.id ??
      inSentence.find((mention) => mention.start >= at)?.id ??
      implied
    );
  };
  const spacesFacts: number[] = [];

  const takeSpaces = ({ pattern, groupAt, countAt }: SpacesPattern) => {
    for (const match of lower.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (overlaps(spans, match.index, end)) continue;
      const named = groupAt === null ? undefined : groupOf(match[groupAt] ?? '');
      const id = groupAt === null ? groupAround(match.index) : named;
      if (id === undefined) continue;
      spacesFacts.push(match.index);
      if (focusId === `spaces:${String(id)}`) continue;
      spans.push([match.index, end]);
      const said = countAt === null ? '0' : (match[countAt] ?? '0');
      const result = spacesField(id).answer(
        withAgeGroup(values, id),
        { text: said, hidden: null },
        context,
      );
      // "No toddler spots" adds no group to age groups already answered without it: it may mean
      // the provider does not care for toddlers at all.
      const chosen = values.ageGroupIds;
      const settled = chosen !== undefined && values.ageGroupsOpen !== true;
      if (result.ok && settled && !chosen.includes(id) && result.value.groups[id]?.spaces === 0) {
        continue;
      }
      if (result.ok) values = result.value;
      else reasons.push(result.reason);
    }
  };
  [...anchored, ...unanchored].forEach(takeSpaces);

  for (const date of findDates(text, context.today)) {
    if (overlaps(spans, date.start, date.end)) continue;
    const [start] = sentenceOf(date.start);
    const cued =
      startCue.test(lower.slice(start, date.start)) ||
      spacesFacts.some((at) => sentenceOf(at)[0] === start);
    const id = groupAround(date.start);
    if (!cued || id === undefined || focusId === `start:${String(id)}`) continue;
    spans.push([date.start, date.end]);
    if (!startDateApplies(values, id)) continue;
    if (!date.value.ok) {
      reasons.push(date.value.reason);
      continue;
    }
    const day = date.value.value;
    values = withGroup(withAgeGroup(values, id), id, (answers) => ({ ...answers, startDate: day }));
  }

  if (focusId !== 'services' && focusId !== 'name') {
    const named = plainServices.filter((choice) =>
      choice.words.some((word) => {
        const match = new RegExp(`\\b(?:${word})\\b`).exec(lower);
        if (match !== null) spans.push([match.index, match.index + match[0].length]);
        return match !== null;
      }),
    );
    const ids = named.map((choice) => choice.value).filter((id) => !values.services?.includes(id));
    if (ids.length > 0) {
      values =
        values.services === undefined
          ? { ...values, services: ids, servicesOpen: true }
          : { ...values, services: [...values.services, ...ids].sort((a, b) => a - b) };
    }
  }

  if (focusId !== 'hours') {
    let rest = lower;
    for (const [start, end] of spans)
      rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
    const periods: OpeningPeriod[] = [];
    for (const sentence of rest.matchAll(/[^.;!?\n]+/g)) {
      if (parseDays(sentence[0]).length === 0 || !hasTimeRange(sentence[0])) continue;
      const hours = parseTypedHours(sentence[0]);
      const [from, to] = hoursSpan(sentence[0]) ?? [0, sentence[0].length];
      spans.push([sentence.index + from, sentence.index + to]);
      if (hours.ok) periods.push(...hours.value);
      else reasons.push(hours.reason);
    }
    const checked = checkPeriods(periods);
    if (periods.length > 0 && checked.ok) values = { ...values, hours: checked.value };
    else if (!checked.ok) reasons.push(checked.reason);
  }

  const called = focusId === 'name' ? null : calledName.exec(text);
  if (called?.[1] !== undefined) {
    const name = parseText(called[1], providerProfileLimits.nameMaxLength, 'business name');
    const at = called.index + called[0].length - called[1].length;
    spans.push([at, at + called[1].length]);
    if (name.ok) values = { ...values, name: name.value };
  }
  return { values, spans, reasons };
}
