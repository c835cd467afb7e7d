import type { PhoneNumberFailureReason } from '@kinderwait/contract';
import { brand } from '@kinderwait/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { NotifyEmail } from '../notices/notices.service.ts';
import { email } from '../notifications/notification-emails.ts';

/** The voice agent's dashboard, where the number shows. */
export const voiceAgentDashboardPath = '/voice-ai-agent/profile-dashboard';

/** "(416) 555-0100" for a North American number, else as given. */
export function spokenNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.countryCallingCode === '1' ? parsed.formatNational() : e164;
}

const dashboardUrl = (publicOrigin: string) =>
  new URL(voiceAgentDashboardPath, publicOrigin).toString();

/** The text to the setup's SMS number once the number answers (the server's words: no client). */
export function numberReadyText(number: string, publicOrigin: string): string {
  return `${brand.productName}: your voice agent now answers calls at ${spokenNumber(number)}. Dashboard: ${dashboardUrl(publicOrigin)}`;
}

export function numberReadyEmail(number: string, publicOrigin: string): NotifyEmail {
  return email(
    `Your voice agent answers calls at ${spokenNumber(number)}`,
    [
      `Your voice agent's phone number is ${spokenNumber(number)}. Calls to it are answered by your agent now.`,
    ],
    { url: dashboardUrl(publicOrigin), label: 'Open the voice agent' },
  );
}

export function numberFailedEmail(
  areaCode: string,
  reason: PhoneNumberFailureReason,
  publicOrigin: string,
): NotifyEmail {
  const why =
    reason === 'number_taken'
      ? `The ${areaCode} number you chose was bought by someone else before we could get it for your voice agent. Nothing was charged for it.`
      : `We tried several times to get a ${areaCode} phone number for your voice agent and could not. Nothing was charged for the number.`;
  return email(
    `We could not get a ${areaCode} number for your voice agent`,
    [why, 'Search for a number again on the voice agent page.'],
    { url: dashboardUrl(publicOrigin), label: 'Open the voice agent' },
  );
}

export function numberReleasingEmail(
  number: string,
  releaseDay: string,
  publicOrigin: string,
): NotifyEmail {
  return email(
    `Your voice agent's number ${spokenNumber(number)} stops on ${releaseDay}`,
    [
      `Your Voice Assistant Phone Number subscription has ended. On ${releaseDay} we give the number ${spokenNumber(number)} back to the phone company, and calls to it will no longer reach your voice agent.`,
      'Subscribe again before then to keep the number.',
    ],
    { url: dashboardUrl(publicOrigin), label: 'Open the voice agent' },
  );
}
