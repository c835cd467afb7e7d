import type { Messages } from '../lib/i18n/catalogue';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English catalogue's texts still found in `shown` (a French screen's text): each message's
 * fixed part before its first argument, as whole words, so "Continue" is not found in "Continuer".
 * Parts of three letters or fewer are skipped ("Yes", "On").
 */
export function englishLeft(shown: string | null, english: Messages<string>): string[] {
  const text = shown ?? '';
  return Object.values(english)
    .map((message) => (message.split('{')[0] ?? '').trim())
    .filter((fixed) => fixed.length > 3)
    .filter((fixed) => new RegExp(`(^|\\W)${escape(fixed)}($|\\W)`).test(text));
}
