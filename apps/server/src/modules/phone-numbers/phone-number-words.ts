import type { PhoneNumberFailureReason } from '@kinderwait/contract';
import { brand, formatDayWithYear } from '@kinderwait/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { calendarDayWords } from '../../i18n/formats.ts';
import type { Worded } from '../../i18n/messages.ts';
import { wordsIn } from '../../i18n/messages.ts';
import type { NotifyEmail } from '../notices/notices.service.ts';
import { email } from '../notifications/notification-emails.ts';
import english from './phone-number-words.en.ts';
import french from './phone-number-words.fr.ts';

const catalogue = { en: english, fr: french };

/** The voice agent's dashboard, where the number shows. */
export const voiceAgentDashboardPath = '/voice-ai-agent/profile-dashboard';

/** "(416) 555-0100" for a North American number, else as given. */
export function spokenNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.countryCallingCode === '1' ? parsed.formatNational() : e164;
}

const dashboardUrl = (publicOrigin: string) =>
  new URL(voiceAgentDashboardPath, publicOrigin).toString();

/**
 * The text to the setup's SMS number once the number answers (the server's words: no client), in
 * the provider's language.
 */
export function numberReadyText(number: string, publicOrigin: string): Worded<string> {
  return (language) =>
    wordsIn(catalogue, language).t('readyText', {
      product: brand.productName,
      number: spokenNumber(number),
      url: dashboardUrl(publicOrigin),
    });
}

export function numberReadyEmail(number: string, publicOrigin: string): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = { number: spokenNumber(number) };
    return email(
      t('readySubject', values),
      [t('ready', values)],
      { url: dashboardUrl(publicOrigin), label: t('openAgent') },
      language,
    );
  };
}

export function numberFailedEmail(
  areaCode: string,
  reason: PhoneNumberFailureReason,
  publicOrigin: string,
): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = { areaCode };
    return email(
      t('failedSubject', values),
      [
        reason === 'number_taken' ? t('failedTaken', values) : t('failedUnavailable', values),
        t('searchAgain'),
      ],
      { url: dashboardUrl(publicOrigin), label: t('openAgent') },
      language,
    );
  };
}

/** `releaseDay`: the calendar day the number goes ("2026-12-01"). */
export function numberReleasingEmail(
  number: string,
  releaseDay: string,
  publicOrigin: string,
): Worded<NotifyEmail> {
  return (language) => {
    const { t } = wordsIn(catalogue, language);
    const values = {
      number: spokenNumber(number),
      // English keeps the product's date style ("Tuesday, 01 December 2026").
      day:
        language === 'en' ? formatDayWithYear(releaseDay) : calendarDayWords(releaseDay, language),
    };
    return email(
      t('releasingSubject', values),
      [t('releasing', values), t('subscribeAgain')],
      { url: dashboardUrl(publicOrigin), label: t('openAgent') },
      language,
    );
  };
}
