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

/**
 * The same intents in French (a caller on a French call or page), tried besides the English ones;
 * accented letters are not \w, so words end at a lookahead rather than \b.
 */
const end = String.raw`(?![\p{L}])`;
const frenchPatterns: Readonly<Record<VoiceIntent, RegExp>> = {
  person: new RegExp(
    String.raw`(?:parler|jaser) (?:à|avec) (?:quelqu'un|une personne|un humain|la directrice|le directeur|la responsable|le responsable)|une vraie personne|transférez-moi|passez-moi quelqu'un${end}`,
    'u',
  ),
  message: new RegExp(
    String.raw`(?:laisser|prendre) (?:un |mon )?message|rappelez-moi|me rappeler${end}`,
    'u',
  ),
  join: new RegExp(
    String.raw`(?:inscrire|inscription|m'inscrire|l'inscrire|s'inscrire|mettre (?:mon|ma|notre) (?:enfant|fils|fille) sur)`,
    'u',
  ),
  spaces: new RegExp(
    String.raw`(?:places?|disponibilités?|(?:de la|une) place|libre|libres|disponible|disponibles)${end}`,
    'u',
  ),
  fees: new RegExp(
    String.raw`(?:tarifs?|frais|prix|coût|coûte|combien (?:ça|ca|c'est)|combien coûte|cher)${end}`,
    'u',
  ),
  hours: new RegExp(
    String.raw`(?:heures?|horaires?|ouvert|ouverte|ouvrez|ouvre|fermez|ferme|fermé|quelle heure)${end}`,
    'u',
  ),
  location: new RegExp(
    String.raw`(?:où êtes-vous|où se trouve|adresse|situé|située|itinéraire|vous trouver)${end}`,
    'u',
  ),
  cwelcc: new RegExp(String.raw`agjepc|10 ?\$ par jour|dix dollars par jour|pancanadien`, 'u'),
  subsidy: new RegExp(String.raw`subvention|subventionnée?s?|aide financière`, 'u'),
  languages: new RegExp(
    String.raw`(?:langues?|en français|francophone|bilingue|parlez-vous|anglais)${end}`,
    'u',
  ),
  waitlist: new RegExp(String.raw`liste d'attente${end}`, 'u'),
  tour: new RegExp(String.raw`(?:visite|visiter|voir la garderie|voir les locaux)${end}`, 'u'),
  phone: new RegExp(String.raw`(?:numéro de téléphone|votre numéro|vous appeler)${end}`, 'u'),
};

const particular =
  /\b(?:late|deposit|registration|discount|sibling|refund|penalt(?:y|ies)|holidays?|christmas|statutory|stat|summer|march break|snow|storm)\b/;

/** The intents a caller's words show, in the order of `voiceIntents` (most specific first). */
export function recogniseIntents(text: string): VoiceIntent[] {
  const words = text.toLowerCase().replace(/[’']/g, "'");
  const found = voiceIntents.filter(
    (intent) => patterns[intent].test(words) || frenchPatterns[intent].test(words),
  );
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
  { group: 'infant', pattern: /\b(?:infants?|bab(?:y|ies)|newborn|poupons?)\b|bébés?/ },
  { group: 'toddler', pattern: /\b(?:toddlers?|bambins?|trottineurs?)\b/ },
  { group: 'preschool', pattern: /\bpre-?school(?:er)?s?\b|\bpr[ée]scolaires?\b/ },
  { group: 'kindergarten', pattern: /\bkindergarten\b|\bjk\b|\bsk\b|\bjunior kindergarten\b/ },
  { group: 'school', pattern: /\bschool[- ]age\b|\bafter[- ]school\b|\bbefore[- ]school\b/ },
];

/** The age group a caller's words point to (a word of its name, or the child's age). */
export function ageGroupWord(text: string): string | null {
  const words = text.toLowerCase();
  for (const { group, pattern } of ageWords) if (pattern.test(words)) return group;
  const age =
    /\b(\d{1,2}|[a-z]+)[- ](month|year)s?[- ]old\b|\b(\d{1,2}|[a-z]+) (month|year)s?\b|\b(\d{1,2}|[a-z]+) (mois|ans?)\b/.exec(
      words,
    );
  if (age === null) return null;
  const said = age[1] ?? age[3] ?? age[5] ?? '';
  const count = Number(said) || units[said] || 0;
  if (count === 0) return null;
  const unit = age[2] ?? age[4] ?? age[6];
  const months = unit === 'month' || unit === 'mois' ? count : count * 12;
  if (months < 18) return 'infant';
  if (months < 30) return 'toddler';
  if (months < 48) return 'preschool';
  if (months < 72) return 'kindergarten';
  return 'school';
}
