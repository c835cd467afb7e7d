import { normalizeAnswer } from './parsed.ts';

const yesWords =
  /^(y|yes|yeah|yep|yup|sure|ok|okay|correct|confirm|confirmed|right|that's right|that is right|looks good|all good|good|perfect|go ahead|do it|please do|affirmative|absolutely|of course|sounds good)\b/;
const noWords = /^(n|no|nope|nah|not really|not quite|incorrect|wrong|that's wrong|cancel|wait)\b/;
// French, read in any conversation: a caller or user may answer in it whatever the chat's language.
// Letters with accents are not \w, so each word ends at a lookahead instead of \b.
const frenchYes =
  /^(oui|ouais|ouep|yep|bien sûr|bien sur|d'accord|daccord|ok|parfait|exact|exactement|c'est (?:bon|correct|parfait|ça|ca)|ça marche|ca marche|ça me va|ca me va|allez-y|allez y|vas-y|vas y|certainement|absolument|tout à fait|tout a fait|volontiers|enregistrez|confirmé|confirme|je confirme)(?![\p{L}])/u;
const frenchNo =
  /^(non|nan|pas vraiment|pas tout à fait|pas tout a fait|pas du tout|pas encore|pas ça|pas ca|c'est faux|incorrect|annuler|annulez|attendez|attends|minute)(?![\p{L}])/u;

/**
 * Whether an answer says yes or no, in English or French, read from its first words ("yes
 * please", "no, the date is wrong", "oui merci", "pas vraiment"); null when it says neither.
 */
export function parseYesNo(text: string): 'yes' | 'no' | null {
  const answer = normalizeAnswer(text).replace(/^(well|um|uh|hmm|euh|ben|bah|eh bien)[, ]+/, '');
  if (noWords.test(answer) || frenchNo.test(answer)) return 'no';
  if (yesWords.test(answer) || frenchYes.test(answer)) return 'yes';
  return null;
}
