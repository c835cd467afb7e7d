import {
  collectScheduleAvailabilitiesToolName,
  formatDayWithYear,
  providerProfileLimits,
} from '@kinderwait/contract';
import type { Field } from '../conversation/flow.ts';
import { parseAvailabilityAnswer, periodsOfSlots } from '../parsers/availability.ts';
import type { Choice } from '../parsers/choices.ts';
import { parseChoices, parseText } from '../parsers/choices.ts';
import { checkPeriods, parseTypedHours } from '../parsers/hours.ts';
import { describePeriods } from '../parsers/clock.ts';
import { looksLikeDate, parseStartDate } from '../parsers/dates.ts';
import { parseCount } from '../parsers/numbers.ts';
import type { Parsed } from '../parsers/parsed.ts';
import { normalizeAnswer, parsed, refused } from '../parsers/parsed.ts';
import {
  ageGroupChoices,
  ageGroupLabel,
  numberedList,
  serviceChoices,
  serviceLabel,
} from './broadcast-catalogue.ts';
import type { BroadcastValues } from './broadcast-values.ts';
import { frenchDayWithYear } from './french-dates.ts';
import { withGroup } from './broadcast-values.ts';

type BroadcastField = Field<BroadcastValues>;

export const nameField: BroadcastField = {
  id: 'name',
  label: 'Business name',
  frenchLabel: 'Nom de l’entreprise',
  keywords: ['business name', 'cent(?:re|er) name', 'daycare name', 'name', 'nom'],
  freeText: true,
  isAnswered: (values) => values.name !== undefined,
  question: (_values, context) =>
    context.language === 'fr'
      ? 'Quel est le nom de votre service de garde, tel que les parents doivent le voir ?'
      : 'What is the name of your childcare business, as parents should see it?',
  answer: (values, input) => {
    const result = parseText(input.text, providerProfileLimits.nameMaxLength, 'business name');
    return result.ok ? parsed({ ...values, name: result.value }) : result;
  },
  clear: ({ name: _name, ...values }) => values,
  describe: (values, language) => values.name ?? (language === 'fr' ? 'non indiqué' : 'not given'),
};

export const servicesField: BroadcastField = {
  id: 'services',
  label: 'Services',
  frenchLabel: 'Services',
  keywords: [
    'services?',
    'childcare types?',
    'types? of care',
    'kinds? of care',
    'care types?',
    'types? de garde',
  ],
  isAnswered: (values) => values.services !== undefined && values.servicesOpen !== true,
  question: (values, { language }) => {
    const list = numberedList(serviceChoices, language);
    const known = (values.services ?? []).map((id) => serviceLabel(id, language)).join(', ');
    if (language === 'fr') {
      return values.services === undefined
        ? `Quels types de garde offrez-vous ? ${list}. Vous pouvez en nommer plusieurs, ou dire « tous ».`
        : `Jusqu’ici, j’ai : ${known}. Quels autres types de garde offrez-vous ? ${list}. Dites « aucun autre » si c’est tout.`;
    }
    return values.services === undefined
      ? `Which kinds of care do you offer? ${list}. You can name several, or say "all".`
      : `So far I have ${known}. Which other kinds of care do you offer? ${list}. Say "no others" if that is all.`;
  },
  answer: (values, input) => {
    const result = withOthers(
      input.text,
      serviceChoices,
      values.servicesOpen ? values.services : undefined,
    );
    return result.ok ? parsed({ ...values, services: result.value, servicesOpen: false }) : result;
  },
  clear: ({ services: _services, servicesOpen: _open, ...values }) => values,
  describe: (values, language = 'en') =>
    (values.services ?? []).map((id) => serviceLabel(id, language)).join(', ') ||
    (language === 'fr' ? 'aucun' : 'none'),
};

export const ageGroupsField: BroadcastField = {
  id: 'age-groups',
  label: 'Age groups',
  frenchLabel: 'Groupes d’âge',
  keywords: ['age groups?', 'ages', 'groupes? d.âge'],
  isAnswered: (values) => values.ageGroupIds !== undefined && values.ageGroupsOpen !== true,
  question: (values, { language }) => {
    const list = numberedList(ageGroupChoices, language);
    const known = (values.ageGroupIds ?? []).map((id) => ageGroupLabel(id, language)).join(', ');
    if (language === 'fr') {
      return values.ageGroupIds === undefined
        ? `De quels groupes d’âge vous occupez-vous ? ${list}. Vous pouvez en nommer plusieurs.`
        : `Jusqu’ici, j’ai : ${known}. De quels autres groupes d’âge vous occupez-vous ? ${list}. Dites « aucun autre » si c’est tout.`;
    }
    return values.ageGroupIds === undefined
      ? `Which age groups do you care for? ${list}. You can name several.`
      : `So far I have ${known}. Which other age groups do you care for? ${list}. Say "no others" if that is all.`;
  },
  answer: (values, input) => {
    const result = withOthers(
      input.text,
      ageGroupChoices,
      values.ageGroupsOpen ? values.ageGroupIds : undefined,
    );
    return result.ok
      ? parsed({ ...values, ageGroupIds: result.value, ageGroupsOpen: false })
      : result;
  },
  clear: ({ ageGroupIds: _ids, ageGroupsOpen: _open, ...values }) => values,
  describe: (values, language = 'en') =>
    (values.ageGroupIds ?? []).map((id) => ageGroupLabel(id, language)).join(', '),
};

const noOthers =
  /^(?:(?:no|none|nope|no others?|no other \w+|no more|nothing else|that'?s (?:all|it)|that is (?:all|it)|(?:only|just) (?:those|that|these|them|one|the one)|only|just)\b|(?:non|aucun autre|aucune autre|aucun|aucune|rien d'autre|c'est tout|seulement ceux-là|seulement celui-là)(?![\p{L}]))/u;

/**
 * The answer to a list question. When some options are known already (mentioned in passing), it
 * is "which others": they are added to, and "no others" keeps them as they are.
 */
function withOthers(
  text: string,
  choices: readonly Choice<number>[],
  known: readonly number[] | undefined,
): Parsed<number[]> {
  if (known !== undefined && noOthers.test(normalizeAnswer(text))) {
    const named = parseChoices(text, choices);
    if (!named.ok) return parsed([...known]);
  }
  const result = parseChoices(text, choices);
  if (!result.ok || known === undefined) return result;
  const order = choices.map((choice) => choice.value);
  return parsed(
    [...new Set([...known, ...result.value])].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
  );
}

const scopeOf = (id: number): string | undefined =>
  ageGroupChoices.find((choice) => choice.value === id)?.scope;

export function spacesField(id: number): BroadcastField {
  const label = ageGroupLabel(id);
  const scope = scopeOf(id);
  return {
    id: `spaces:${String(id)}`,
    label: `${label} spaces`,
    frenchLabel: `Places – ${ageGroupLabel(id, 'fr')}`,
    keywords: ['available spaces', 'spaces', 'spots', 'places', 'vacanc(?:y|ies)', 'openings'],
    ...(scope === undefined ? {} : { scope }),
    isAnswered: (values) => values.groups[id]?.spaces !== undefined,
    question: (_values, context) =>
      context.language === 'fr'
        ? `Combien de places avez-vous de libres pour le groupe ${ageGroupLabel(id, 'fr')} ? (0 s’il n’y en a aucune pour l’instant)`
        : `How many ${label} spaces do you have available? (0 if none right now)`,
    answer: (values, input) => {
      const capacity = values.groups[id]?.capacity ?? null;
      const max = Math.min(capacity ?? Infinity, providerProfileLimits.availableSpacesMax);
      // "January 5" names a day, not five spaces.
      if (looksLikeDate(input.text))
        return refused('That looks like a date, not a number of spaces.');
      const result = parseCount(input.text, 0, max);
      if (!result.ok) {
        return capacity !== null && result.reason.startsWith('Please give a number from')
          ? {
              ok: false,
              reason: `${result.reason} Your centre is licensed for ${String(capacity)} ${label} spaces.`,
            }
          : result;
      }
      return parsed(withGroup(values, id, (group) => ({ ...group, spaces: result.value })));
    },
    clear: (values) => withGroup(values, id, ({ spaces: _spaces, ...group }) => group),
    describe: (values) => String(values.groups[id]?.spaces ?? 0),
  };
}

export function startDateField(id: number): BroadcastField {
  const label = ageGroupLabel(id);
  const scope = scopeOf(id);
  return {
    id: `start:${String(id)}`,
    label: `${label} start date`,
    frenchLabel: `Date de début – ${ageGroupLabel(id, 'fr')}`,
    keywords: [
      'start dates?',
      'starting dates?',
      'available from',
      'start',
      'dates?',
      'date de début',
    ],
    ...(scope === undefined ? {} : { scope }),
    isAnswered: (values) => values.groups[id]?.startDate !== undefined,
    question: (_values, context) =>
      context.language === 'fr'
        ? `À partir de quelle date les places du groupe ${ageGroupLabel(id, 'fr')} sont-elles libres ? Par exemple « 1er septembre », « lundi prochain », « maintenant » ou « je ne sais pas ».`
        : `From what date are the ${label} spaces available? For example "September 1", "next Monday", "now", or "not sure".`,
    answer: (values, input, context) => {
      const result = parseStartDate(input.text, context.today);
      if (!result.ok) return result;
      return parsed(withGroup(values, id, (group) => ({ ...group, startDate: result.value })));
    },
    clear: (values) => withGroup(values, id, ({ startDate: _startDate, ...group }) => group),
    describe: (values, language) => {
      const date = values.groups[id]?.startDate;
      if (date === undefined || date === null) return language === 'fr' ? 's.o.' : 'N/A';
      return language === 'fr' ? frenchDayWithYear(date) : formatDayWithYear(date);
    },
  };
}

/**
 * The opening hours, for every age group: from the availability picker (the client-handled tool;
 * its answer comes in the next message's hiddenContent) or typed.
 */
export const hoursField: BroadcastField = {
  id: 'hours',
  label: 'Hours of business',
  frenchLabel: 'Heures d’ouverture',
  keywords: [
    'heures? d.ouverture',
    'horaires?',
    'hours of business',
    'business hours',
    'opening hours',
    'hours',
    'schedule',
    'opening times',
  ],
  clientTool: collectScheduleAvailabilitiesToolName,
  isAnswered: (values) => values.hours !== undefined,
  question: (_values, context) =>
    context.language === 'fr'
      ? 'Quelles sont vos heures d’ouverture ? Choisissez-les dans le sélecteur d’horaire, ou écrivez-les, par exemple « du lundi au vendredi de 7 h 30 à 18 h » ou « en semaine de 8 h à 17 h, samedi de 9 h à 12 h ».'
      : 'When are you open? Choose the times in the schedule picker, or type your hours, for example "Mon-Fri 7:30am to 6pm" or "weekdays 8 to 5, Saturday 9 to 12".',
  answer: (values, input) => {
    const picked =
      (input.hidden === null ? null : parseAvailabilityAnswer(input.hidden)) ??
      parseAvailabilityAnswer(input.text);
    if (picked !== null && !picked.ok && input.text.trim() === '') return picked;
    const result =
      picked?.ok === true
        ? checkPeriods(periodsOfSlots(picked.value))
        : parseTypedHours(input.text);
    return result.ok ? parsed({ ...values, hours: result.value }) : result;
  },
  clear: ({ hours: _hours, ...values }) => values,
  describe: (values, language) => describePeriods(values.hours ?? [], language),
};
