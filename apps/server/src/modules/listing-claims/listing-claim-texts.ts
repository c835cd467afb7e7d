import { brand, claimCodeTtlMinutes } from '@kinderwait/contract';
import type { Language } from '../../i18n/language.ts';
import { wordsIn } from '../../i18n/messages.ts';
import type { SpeechStep } from '../../integrations/telephony/telephony.ts';
import english from './listing-claim-texts.en.ts';
import french from './listing-claim-texts.fr.ts';

/* In the language of the person who asked for the code (their request's): they pass it on. */

const catalogue = { en: english, fr: french };
const product = brand.productName;
const minutes = String(claimCodeTtlMinutes);

/** The text message: the code first, so phones offer it for autofill. */
export function claimCodeText(code: string, listingName: string, language: Language): string {
  return wordsIn(catalogue, language).t('text', { code, product, listing: listingName, minutes });
}

/**
 * The call: who is calling and for what, then the code digit by digit, twice, slowly. Whoever
 * answers the centre's main line (or its voicemail) hears enough to pass it on.
 */
export function claimCodeCall(code: string, listingName: string, language: Language): SpeechStep[] {
  const { t } = wordsIn(catalogue, language);
  const digits = code.split('').join(', ');
  // English steps carry no language, so their call is what it always was.
  const say = (words: string): SpeechStep =>
    language === 'en' ? { say: words } : { say: words, language };
  return [
    { pauseSeconds: 1 },
    say(t('callHello', { product, listing: listingName })),
    { pauseSeconds: 1 },
    say(t('callCode', { digits })),
    { pauseSeconds: 2 },
    say(t('callAgain', { digits })),
    { pauseSeconds: 1 },
    say(t('callExpiry', { minutes })),
  ];
}
