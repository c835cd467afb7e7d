import { units } from '../parsers/numbers.ts';

/**
 * What a caller asks, as the local engine recognises it (docs/product/voice-agent.md#the-answering-engine):
 * plain patterns over the words, several per question ("fees and hours?"), in the order answered.
 */
export const voiceIntents = [
  'person',
  'message',
  'join',
  'spaces',
  'fees',
  'hours',
  'location',
  'cwelcc',
  'subsidy',
  'languages',
  'waitlist',
  'tour',
  'phone',
] as const;
export type VoiceIntent = (typeof voiceIntents)[number];

const patterns: Readonly<Record<VoiceIntent, RegExp>> = {
  person:
    /\b(?:speak|talk)(?:ing)? (?:to|with) (?:a |an |the )?(?:someone|somebody|anyone|person|human|staff|director|supervisor|manager|owner|real person)\b|\breal person\b|\ba human\b|\ban operator\b|\btransfer me\b|\bput me through\b|\brepresentative\b/,
  message: /\b(?:leave|take) (?:a |my )?message\b|\bcall me back\b|\bcallback\b|\bget back to me\b/,
  join: /\b(?:join|sign (?:up|him up|her up|them up)|signup|register|enrol|enroll|apply|application|get on|put (?:my|our|him|her) )/,
  spaces:
    /\b(?:spaces?|spots?|openings?|vacanc(?:y|ies)|availability|places?|room for|any (?:room|space))\b|\bavailable\b/,
  fees: /\b(?:fees?|costs?|price|prices|how much (?:is|are|does|do you|do i pay|would|will|for|per|money)|rates?|tuition|charge|expensive|daily rate)\b/,
  hours:
    /\b(?:hours|open(?!ings?\b)(?! (?:space|spot|place))|opens|close|closes|closing|closed|what time|drop[- ]off|pick[- ]up)\b/,
  location:
    /\b(?:where are you|where is (?:the|your)|address|located|location|directions|find you)\b/,
  cwelcc: /\bcwelcc\b|\$10[- ]a[- ]day|ten dollars? a day|\bcanada[- ]wide\b|\b10 dollars? a day/,
  subsidy: /\bsubsid(?:y|ies|ised|ized)\b/,
  languages:
    /\blanguages?\b|\bfrench\b|\bbilingual\b|\bspeak (?:english|french|spanish|mandarin|cantonese|tamil|punjabi|portuguese|arabic|tagalog)/,
  waitlist: /\bwait ?list\b|\bwaiting list\b/,
  tour: /\btours?\b|\bvisit (?:the|your)\b|\bcome (?:by|in|and see)\b|\blook around\b|\bsee the (?:centre|center|rooms?|classrooms?)\b/,
  phone:
    /\bphone number\b|\bnumber (?:to call|for the centre|for the center)\b|\bcall (?:the centre|the center|you)\b/,
};

const particular =
  /\b(?:late|deposit|registration|discount|sibling|refund|penalt(?:y|ies)|holidays?|christmas|statutory|stat|summer|march break|snow|storm)\b/;

/** The intents a caller's words show, in the order of `voiceIntents` (most specific first). */
export function recogniseIntents(text: string): VoiceIntent[] {
  const words = text.toLowerCase().replace(/[’']/g, "'");
  const found = voiceIntents.filter((intent) => patterns[intent].test(words));
  // "Where do I sign up" asks how to join, not where the centre is; "how to join the waitlist"
  // is the join link, not the policy; a space's "available from" is not the hours.
  const drop = new Set<VoiceIntent>();
  if (found.includes('join')) drop.add('location').add('waitlist').add('fees');
  if (found.includes('spaces')) drop.add('hours');
  if (found.includes('message')) drop.add('phone').add('person');
  if (found.includes('cwelcc')) drop.add('fees');
  if (found.includes('subsidy')) drop.add('fees');
  // A particular charge (a late fee, a deposit) or day (a holiday) is in the documents, not in
  // the profile's daily fee and weekly hours.
  if (particular.test(words)) drop.add('fees').add('hours');
  return found.filter((intent) => !drop.has(intent));
}

/** Words that name an age group, as they appear in Ontario's group names (Infant, Toddler…). */
const ageWords: readonly { group: string; pattern: RegExp }[] = [
  { group: 'infant', pattern: /\b(?:infants?|bab(?:y|ies)|newborn)\b/ },
  { group: 'toddler', pattern: /\btoddlers?\b/ },
  { group: 'preschool', pattern: /\bpre-?school(?:er)?s?\b/ },
  { group: 'kindergarten', pattern: /\bkindergarten\b|\bjk\b|\bsk\b|\bjunior kindergarten\b/ },
  { group: 'school', pattern: /\bschool[- ]age\b|\bafter[- ]school\b|\bbefore[- ]school\b/ },
];

/** The age group a caller's words point to (a word of its name, or the child's age). */
export function ageGroupWord(text: string): string | null {
  const words = text.toLowerCase();
  for (const { group, pattern } of ageWords) if (pattern.test(words)) return group;
  const age =
    /\b(\d{1,2}|[a-z]+)[- ](month|year)s?[- ]old\b|\b(\d{1,2}|[a-z]+) (month|year)s?\b/.exec(words);
  if (age === null) return null;
  const count = Number(age[1] ?? age[3]) || units[age[1] ?? age[3] ?? ''] || 0;
  if (count === 0) return null;
  const months = (age[2] ?? age[4]) === 'month' ? count : count * 12;
  if (months < 18) return 'infant';
  if (months < 30) return 'toddler';
  if (months < 48) return 'preschool';
  if (months < 72) return 'kindergarten';
  return 'school';
}
