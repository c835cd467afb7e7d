import type { DayName } from '@kinderwait/contract/constants';
import type { ErrorWords } from '../../../api/error-words';
import type {
  ChildcareProviderKey,
  ChildcareProviderMessages,
} from '../childcare-provider-messages';
import { formatClockTime } from './profile-values';

/** A day of the week's name, by its key (a literal per day, for the unused-key check). */
export const dayKeys: Record<DayName, ChildcareProviderKey> = {
  Monday: 'dayMonday',
  Tuesday: 'dayTuesday',
  Wednesday: 'dayWednesday',
  Thursday: 'dayThursday',
  Friday: 'dayFriday',
  Saturday: 'daySaturday',
  Sunday: 'daySunday',
};

/** The words for the error codes the profile's calls can answer, in the user's language. */
export function profileErrorWords(t: ChildcareProviderMessages['t']): ErrorWords {
  return { rate_limited: t('errorRateLimited') };
}

/**
 * A clock time typed as 'HH:mm' in words: the product's "07:30 AM" in English, the locale's
 * 24-hour "7 h 30" in French. Text that is not a time comes back as it is.
 */
export function clockWords({ intl, language }: ChildcareProviderMessages, time: string): string {
  if (language === 'en') return formatClockTime(time);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (match === null) return time;
  return intl.formatTime(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    // A time of day, not an instant: read it where it was written.
    timeZone: 'UTC',
  });
}
