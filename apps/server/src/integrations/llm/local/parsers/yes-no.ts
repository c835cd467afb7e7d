import { normalizeAnswer } from './parsed.ts';

const yesWords =
  /^(y|yes|yeah|yep|yup|sure|ok|okay|correct|confirm|confirmed|right|that's right|that is right|looks good|all good|good|perfect|go ahead|do it|please do|affirmative|absolutely|of course|sounds good)\b/;
const noWords = /^(n|no|nope|nah|not really|not quite|incorrect|wrong|that's wrong|cancel|wait)\b/;

/**
 * Whether an answer says yes or no, read from its first words ("yes please", "no, the date is
 * wrong"); null when it says neither.
 */
export function parseYesNo(text: string): 'yes' | 'no' | null {
  const answer = normalizeAnswer(text).replace(/^(well|um|uh|hmm)[, ]+/, '');
  if (noWords.test(answer)) return 'no';
  if (yesWords.test(answer)) return 'yes';
  return null;
}
