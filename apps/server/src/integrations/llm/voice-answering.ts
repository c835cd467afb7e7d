import type { VoiceFactName } from '@kinderwait/contract';

export { voiceFactNames, type VoiceFactName } from '@kinderwait/contract';

/**
 * What the voice agent's answering assistant (docs/product/voice-agent.md#the-answering-engine)
 * shares between the module that runs it and the engines that answer: its id, its tools' names,
 * and the shapes its tools answer in (JSON), so the local engine can read them back.
 */
export const voiceAnsweringAssistantId = 'voice-agent-answering';

export const voiceAnsweringToolNames = {
  /** Input `{ names?: VoiceFactName[] }`: the provider's live facts (all when no names). */
  facts: 'LookUpFacts',
  /** Input `{ query: string }`: the provider's passages that match, best first. */
  search: 'SearchKnowledge',
  /** Input `{}`: passes the caller to the centre's phone. */
  transfer: 'TransferToPerson',
  /** Input: what the caller already gave of a message (name, number, child's age, question). */
  message: 'TakeMessage',
} as const;

/** One age group as a caller hears of it: spaces open now and from when (null: not stated). */
export interface VoiceAgeGroupFact {
  name: string;
  availableSpaces: number | null;
  /** YYYY-MM-DD. */
  availableStartDate: string | null;
}

/**
 * The provider's live facts, read at answer time. Each is also given spoken (`spoken`), the exact
 * words an answer uses, so an answer never says a number its facts do not hold.
 */
export interface VoiceFacts {
  centreName: string | null;
  ageGroups: VoiceAgeGroupFact[];
  /** Opening hours, spoken ("Monday to Friday, 7:30 AM to 6:00 PM"); null: not stated. */
  hours: string | null;
  /** Fees, spoken ("$62.00 a day"); null: not stated. */
  fees: string | null;
  /** Null: not known from the profile (a centre that has not claimed its city listing). */
  cwelcc: boolean | null;
  subsidy: boolean | null;
  languages: string[];
  /** The published waitlist policy's text; null before one is written. */
  waitlistPolicy: string | null;
  address: string | null;
  /** Where a family joins the waitlist on KinderWait. */
  joinWaitlist: string;
  phone: string | null;
  /** Each fact stated, as `{ name, value }`, the words an answer may use. */
  spoken: { name: VoiceFactName; value: string }[];
}

/** A passage of the provider's knowledge base, as SearchKnowledge answers it. */
export interface VoicePassage {
  itemKey: string;
  itemName: string;
  sourceUrl: string | null;
  text: string;
  rank: number;
}

/**
 * Words that say nothing of what is asked ("do you have…", "my child"): left out of the search's
 * query and of the words a passage's sentence must share with the question.
 */
export const voiceFillerWords: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have how i ' +
    'if in into is it its just me my of on or our please so than that the their them then there these ' +
    'they this to us was we were what when where which who why will with would you your yours ' +
    'any about also some much many more most very tell know like want wondering question ask asking ' +
    'hi hello hey thanks thank ok okay yes no not centre center daycare child children kid kids son ' +
    'daughter baby little one ones get got go going need needs offer offers provide provides ' +
    'should may might must let lets here day days'
  ).split(' '),
);

/** The full-text query for a question: any of its content words (websearch_to_tsquery's `or`). */
export function voiceSearchQuery(text: string): string {
  return (text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? [])
    .filter((word) => !voiceFillerWords.has(word) && word !== 'or')
    .join(' or ');
}
