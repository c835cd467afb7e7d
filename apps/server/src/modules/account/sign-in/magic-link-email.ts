import { brand, magicLinkTtlMinutes } from '@kinderwait/contract';
import type { Language } from '../../../i18n/language.ts';
import { wordsIn } from '../../../i18n/messages.ts';
import { renderEmail } from '../../../integrations/mail/email-layout.ts';
import type { MailMessage } from '../../../integrations/mail/mail-sender.ts';
import english from './magic-link-email.en.ts';
import french from './magic-link-email.fr.ts';

const catalogue = { en: english, fr: french };
const product = brand.productName;
const supportEmail = brand.supportEmail;
const minutes = String(magicLinkTtlMinutes);

const inEnglish = wordsIn(catalogue, 'en');
export const signInSubject = inEnglish.t('signInSubject', { product });
export const noAccountSubject = inEnglish.t('noAccountSubject', { product });
export const linkExpiryNotice = inEnglish.t('linkExpiry', { minutes });

/**
 * Names a greeting may carry: letters, apostrophes, hyphens and spaces. The register form's name
 * is unchecked text anyone can send to any address, so "Hello evil.example/unlock," (which mail
 * clients turn into a link) must never appear in an email bearing our name.
 */
const greetableName = /^\p{L}[\p{L}\p{M}'’ -]{0,59}$/u;

export function greetingFor(firstName: string, language: Language = 'en'): string {
  const words = wordsIn(catalogue, language);
  const name = firstName.trim();
  return greetableName.test(name) ? words.t('greetingNamed', { name }) : words.t('greeting');
}

/**
 * The magic-link email, in the account's language: a button to the link, its expiry, and what to
 * do if you did not ask.
 */
export function signInEmail(
  to: string,
  firstName: string,
  link: string,
  language: Language,
): MailMessage {
  const words = wordsIn(catalogue, language);
  return {
    to,
    ...renderEmail(
      {
        subject: words.t('signInSubject', { product }),
        greeting: greetingFor(firstName, language),
        intro: [words.t('signInIntro', { product })],
        action: { label: words.t('signInAction', { product }), url: link },
        outro: [words.t('linkExpiry', { minutes }), words.t('signInIgnore', { supportEmail })],
      },
      language,
    ),
  };
}

/**
 * Sent instead of a link when someone asks to sign in with an email that has no account, in the
 * request's language: the API answers the same either way, so only the mailbox's owner learns
 * there is no account.
 */
export function noAccountEmail(to: string, registerUrl: string, language: Language): MailMessage {
  const words = wordsIn(catalogue, language);
  return {
    to,
    ...renderEmail(
      {
        subject: words.t('noAccountSubject', { product }),
        greeting: words.t('greeting'),
        intro: [words.t('noAccountIntro', { product }), words.t('noAccountHowTo')],
        action: { label: words.t('noAccountAction'), url: registerUrl },
        outro: [words.t('noAccountIgnore', { supportEmail })],
      },
      language,
    ),
  };
}
