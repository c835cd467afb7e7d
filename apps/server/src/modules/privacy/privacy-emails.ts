import { brand, privacyPeriods } from '@kinderwait/contract';
import { longDateWords } from '../../i18n/formats.ts';
import type { Language } from '../../i18n/language.ts';
import { wordsIn } from '../../i18n/messages.ts';
import { renderEmail } from '../../integrations/mail/email-layout.ts';
import type { MailMessage } from '../../integrations/mail/mail-sender.ts';
import english from './privacy-emails.en.ts';
import french from './privacy-emails.fr.ts';

/* Each email is written in the account's own language (its profile's). */

const catalogue = { en: english, fr: french };
const product = brand.productName;
const privacyEmail = brand.privacyEmail;

/** "Your data is ready": the signed link, and until when it works. */
export function exportReadyEmail(
  to: string,
  firstName: string,
  link: string,
  expiresAt: Date,
  language: Language,
): MailMessage {
  const { t } = wordsIn(catalogue, language);
  return {
    to,
    ...renderEmail(
      {
        subject: t('exportSubject', { product }),
        greeting: t('greetingNamed', { name: firstName }),
        intro: [t('exportWhat'), t('exportFormat')],
        action: { label: t('exportAction'), url: link },
        outro: [
          t('exportUntil', {
            date: longDateWords(expiresAt, language),
            days: String(privacyPeriods.exportLinkDays),
          }),
          t('exportNotYou', { privacyEmail }),
        ],
      },
      language,
    ),
  };
}

/** "Confirm deleting your account": the one link that confirms. */
export function erasureConfirmEmail(
  to: string,
  firstName: string,
  link: string,
  language: Language,
): MailMessage {
  const { t } = wordsIn(catalogue, language);
  return {
    to,
    ...renderEmail(
      {
        subject: t('confirmSubject', { product }),
        greeting: t('greetingNamed', { name: firstName }),
        intro: [
          t('confirmWhat'),
          t('confirmThen', { days: String(privacyPeriods.erasureGraceDays) }),
        ],
        action: { label: t('confirmAction'), url: link },
        outro: [t('confirmValidity', { hours: String(privacyPeriods.erasureConfirmHours) })],
      },
      language,
    ),
  };
}

/** "Your account will be deleted on ...": the undo link, valid until then. */
export function erasureScheduledEmail(
  to: string,
  firstName: string,
  link: string,
  eraseAfter: Date,
  language: Language,
): MailMessage {
  const { t } = wordsIn(catalogue, language);
  const date = longDateWords(eraseAfter, language);
  return {
    to,
    ...renderEmail(
      {
        subject: t('scheduledSubject', { product, date }),
        greeting: t('greetingNamed', { name: firstName }),
        intro: [t('scheduledWhat', { date }), t('scheduledUndo')],
        action: { label: t('scheduledAction'), url: link },
        outro: [t('questions', { privacyEmail })],
      },
      language,
    ),
  };
}
