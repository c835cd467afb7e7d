import { monthNames } from '@kinderwait/contract';
import type { ReplyLanguage } from '../../reply-language.ts';
import { frenchDayWithYear } from '../flows/french-dates.ts';
import type { VoiceAgeGroupFact, VoiceFactName, VoiceFacts } from '../../voice-answering.ts';
import { bestSentences } from './extractive.ts';
import type { VoiceIntent } from './intents.ts';
import { ageGroupWord } from './intents.ts';

/**
 * The local engine's answers from the live facts: one or two sentences per intent, in the facts'
 * own spoken words. An intent the facts cannot answer (not stated) is left to the passages.
 */
export interface FactAnswer {
  sentences: string[];
  /** The facts the sentences stand on. */
  used: VoiceFactName[];
}

/** 2027-01-05 as spoken: "January 5, 2027". */
export function spokenDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${monthNames[(month ?? 1) - 1] ?? ''} ${String(day)}, ${String(year)}`;
}

/** The not-a-promise sentence every answer about spaces carries. */
export const noPromiseSentence =
  'Spaces are never guaranteed by phone: they are offered to families on the waitlist, in order.';
const frenchNoPromise =
  'Aucune place n’est garantie par téléphone : les places sont offertes aux familles de la liste d’attente, dans l’ordre.';

/** The fixed sentences of the answers, in French; English is written where it is used. */
const french = {
  noGroupOpen: 'Aucun groupe d’âge n’a de place libre affichée pour le moment.',
  joinFree:
    'L’inscription à la liste d’attente est gratuite, et vous pouvez voir votre rang en tout temps.',
  cwelccYes:
    'Oui, ce centre participe à l’AGJEPC (garde à 10 $ par jour), le plan pancanadien qui réduit les frais pour les enfants de moins de six ans.',
  cwelccNo: 'Ce centre ne participe pas à l’AGJEPC (garde à 10 $ par jour).',
  subsidyYes:
    'Oui, ce centre a une entente de subvention avec la Ville de Toronto : les familles qui ont une subvention pour frais de garde peuvent l’utiliser ici.',
  subsidyNo: 'Ce centre n’a pas d’entente de subvention avec la Ville de Toronto.',
} as const;

function groupFor(
  question: string,
  groups: readonly VoiceAgeGroupFact[],
): VoiceAgeGroupFact | null {
  const word = ageGroupWord(question);
  if (word === null) return null;
  const named = (part: string) => groups.find((group) => group.name.toLowerCase().includes(part));
  // A centre without a kindergarten room takes four- and five-year-olds in preschool.
  return named(word) ?? (word === 'kindergarten' ? (named('preschool') ?? null) : null);
}

function spacesOf(group: VoiceAgeGroupFact, language: ReplyLanguage): string {
  const count = group.availableSpaces ?? 0;
  if (language === 'fr') {
    if (count <= 0)
      return `Le groupe ${group.name} n’a aucune place libre affichée pour le moment.`;
    const since =
      group.availableStartDate === null
        ? ''
        : `, à partir du ${frenchDayWithYear(group.availableStartDate)}`;
    return `Le groupe ${group.name} affiche ${String(count)} ${count === 1 ? 'place libre' : 'places libres'} en ce moment${since}.`;
  }
  if (count <= 0) return `The ${group.name} group has no open spaces listed right now.`;
  const from =
    group.availableStartDate === null ? '' : `, from ${spokenDate(group.availableStartDate)}`;
  return `The ${group.name} group shows ${String(count)} open ${count === 1 ? 'space' : 'spaces'} right now${from}.`;
}

function spaces(question: string, facts: VoiceFacts, language: ReplyLanguage): FactAnswer | null {
  if (facts.ageGroups.length === 0) return null;
  const fr = language === 'fr';
  const noPromise = fr ? frenchNoPromise : noPromiseSentence;
  const group = groupFor(question, facts.ageGroups);
  if (group === null && ageGroupWord(question) !== null) {
    const offered = facts.ageGroups.map((one) => one.name).join(', ');
    return {
      sentences: [
        fr
          ? `Les groupes d’âge de ce centre sont : ${offered}.`
          : `This centre's age groups are ${offered}.`,
        noPromise,
      ],
      used: ['ageGroups'],
    };
  }
  const groups = group === null ? facts.ageGroups : [group];
  const open = groups.filter((one) => (one.availableSpaces ?? 0) > 0);
  const listed =
    group !== null
      ? spacesOf(group, language)
      : open.length === 0
        ? fr
          ? french.noGroupOpen
          : 'No age group has open spaces listed right now.'
        : open.map((one) => spacesOf(one, language)).join(' ');
  const next = open.length === 0 ? joinSentence(facts, language) : null;
  return {
    sentences: [listed, next ?? noPromise],
    used: next === null ? ['ageGroups'] : ['ageGroups', 'joinWaitlist'],
  };
}

function yesNo(
  fact: boolean | null,
  name: 'cwelcc' | 'subsidy',
  yes: string,
  no: string,
): FactAnswer | null {
  if (fact === null) return null;
  return { sentences: [fact ? yes : no], used: [name] };
}

function policy(question: string, facts: VoiceFacts): FactAnswer | null {
  if (facts.waitlistPolicy === null) return null;
  const passage = {
    itemKey: '',
    itemName: '',
    sourceUrl: null,
    text: facts.waitlistPolicy,
    rank: 1,
  };
  const found = bestSentences(question, [passage]);
  const sentences = found?.sentences ?? [];
  if (sentences.length === 0) return null;
  return { sentences, used: ['waitlistPolicy'] };
}

function stated(value: string | null, name: VoiceFactName, words: (value: string) => string) {
  return value === null ? null : { sentences: [words(value)], used: [name] };
}

/** The answer to one intent from the facts, or null when the facts do not hold it. */
export function factAnswer(
  intent: VoiceIntent,
  question: string,
  facts: VoiceFacts,
  language: ReplyLanguage = 'en',
): FactAnswer | null {
  const fr = language === 'fr';
  switch (intent) {
    case 'spaces':
      return spaces(question, facts, language);
    case 'fees':
      return stated(facts.fees, 'fees', (fees) =>
        fr ? `Nos tarifs sont de ${fees}.` : `Our fees are ${fees}.`,
      );
    case 'hours':
      return stated(facts.hours, 'hours', (hours) =>
        fr ? `Nous sommes ouverts ${hours}.` : `We are open ${hours}.`,
      );
    case 'location':
      return stated(facts.address, 'address', (address) =>
        fr ? `Nous sommes au ${address}.` : `We are at ${address}.`,
      );
    case 'phone':
      return stated(facts.phone, 'phone', (phone) =>
        fr ? `Vous pouvez joindre le centre au ${phone}.` : `You can reach the centre at ${phone}.`,
      );
    case 'join':
      return policyMentionsFree(facts)
        ? {
            sentences: [
              fr
                ? french.joinFree
                : 'Joining the waitlist is free, and you can see your place on it at any time.',
              joinSentence(facts, language),
            ],
            used: ['joinWaitlist', 'waitlistPolicy'],
          }
        : { sentences: [joinSentence(facts, language)], used: ['joinWaitlist'] };
    case 'waitlist':
      return policy(question, facts);
    case 'cwelcc':
      return yesNo(
        facts.cwelcc,
        'cwelcc',
        fr
          ? french.cwelccYes
          : 'Yes, this centre takes part in CWELCC, the Canada-wide plan that lowers fees for children under six.',
        fr ? french.cwelccNo : 'This centre does not take part in CWELCC.',
      );
    case 'subsidy':
      return yesNo(
        facts.subsidy,
        'subsidy',
        fr
          ? french.subsidyYes
          : 'Yes, this centre has a fee subsidy agreement with the City of Toronto, so families with a fee subsidy can use it here.',
        fr
          ? french.subsidyNo
          : 'This centre has no fee subsidy agreement with the City of Toronto.',
      );
    case 'languages':
      return facts.languages.length === 0
        ? null
        : {
            sentences: [
              fr
                ? `Les services sont offerts en ${listOf(facts.languages, ' et ')}.`
                : `Care here is offered in ${listOf(facts.languages)}.`,
            ],
            used: ['languages'],
          };
    case 'tour':
    case 'person':
    case 'message':
      return null;
  }
}

/** The link before a comma, not a full stop, so it is read (and copied) whole. */
function joinSentence(facts: VoiceFacts, language: ReplyLanguage = 'en'): string {
  return language === 'fr'
    ? `Vous pouvez vous inscrire à la liste d’attente au ${facts.joinWaitlist}, sur KinderWait.`
    : `You can join the waitlist at ${facts.joinWaitlist}, on KinderWait.`;
}

function policyMentionsFree(facts: VoiceFacts): boolean {
  return /\bjoining our waitlist is free\b/i.test(facts.waitlistPolicy ?? '');
}

function listOf(items: readonly string[], and = ' and '): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1) ?? ''}`;
}
