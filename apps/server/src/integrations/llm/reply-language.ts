import type { z } from 'zod';
import type { PreferredLanguage } from '@kinderwait/contract';

/**
 * The language an assistant or the voice agent answers in (docs/decisions/i18n.md, "Assistant
 * and voice agent in French"): the profile's language for the in-app assistant, the caller's for
 * the voice agent, the page's for the website widget.
 */
export type ReplyLanguage = z.infer<typeof PreferredLanguage>;

/** A text in each language the assistants speak; English stays the product's words as they were. */
export type Bilingual<Text> = Readonly<Record<ReplyLanguage, Text>>;

const frenchWords = new Set([
  'je',
  "j'",
  'vous',
  'votre',
  'vos',
  'nous',
  'notre',
  'est-ce',
  "qu'est-ce",
  'que',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'combien',
  'bonjour',
  'allô',
  'allo',
  'salut',
  'merci',
  'oui',
  'ouais',
  'non',
  'les',
  'des',
  'une',
  'du',
  'au',
  'aux',
  'pour',
  'avec',
  'mon',
  'ma',
  'mes',
  'garderie',
  'enfant',
  'enfants',
  'heures',
  'français',
  'francais',
  'pouvez',
  'voudrais',
  'aimerais',
  "c'est",
  'sont',
  'êtes',
  'avez',
  'ont',
  'fille',
  'fils',
  'ans',
  'mois',
  'place',
  'places',
  'liste',
  "d'attente",
  'bébé',
  'ouvert',
  'ouverte',
  'fermé',
  'prix',
  'coûte',
  'dans',
  'il',
  'elle',
  'y',
  'a-t-il',
  'avez-vous',
  'parlez',
  'plaît',
  'svp',
  'aussi',
  'mais',
  'ou',
]);
const englishWords = new Set([
  'i',
  "i'm",
  'you',
  'your',
  'the',
  'is',
  'are',
  'do',
  'does',
  'what',
  'how',
  'my',
  'we',
  'have',
  'has',
  'for',
  'with',
  'hello',
  'hi',
  'thanks',
  'thank',
  'yes',
  'please',
  'can',
  'when',
  'where',
  'hours',
  'child',
  'kids',
  'spots',
  'spaces',
  'english',
  'open',
  'old',
  'daughter',
  'son',
  'any',
  'there',
  "what's",
  'much',
  'cost',
  'it',
  'and',
  'or',
  'of',
  'to',
  'a',
  'an',
]);

/**
 * The language a message is clearly written or spoken in, from its common words and accents, or
 * null when it is too short or mixed to tell ("OK", a name, a number).
 */
export function languageOfText(text: string): ReplyLanguage | null {
  const words = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}'-]+/u)
    .filter((word) => word !== '');
  const french = words.filter((word) => frenchWords.has(word)).length;
  const english = words.filter((word) => englishWords.has(word)).length;
  const accents = /[àâçéèêëîïôûùüÿœ]/i.test(text) ? 1 : 0;
  if (french + accents > english && french + accents >= 1) return 'fr';
  if (english > french + accents && english >= 1) return 'en';
  return null;
}
