import { providerTypeName } from '../../lib/catalogue-names';
import type { ProviderType, ProviderTypeCode } from '@kinderwait/contract/catalogues';
import type { ApiErrorCode } from '@kinderwait/contract/errors';
import type {
  ChildcareRequestStatus,
  MatchedProvider,
  MatchRequest,
  MatchSort,
} from '@kinderwait/contract/waitlist';
import type { ErrorWords } from '../../api/error-words';
import { calendarDateWords } from '../../lib/i18n/dates';
import type { FeatureMessages } from '../../lib/i18n/use-messages';
import type { ChildcareMatchesKey } from './childcare-matches-messages';
import { availabilityOf, formatCents, formatDistance, hoursLines } from './lib/format';
import type { HoursWords } from './lib/format';

/** The matches feature's messages in the active language. */
export type MatchesMessages = FeatureMessages<ChildcareMatchesKey>;

const sortKeys: Record<MatchSort, ChildcareMatchesKey> = {
  recommended: 'sortRecommended',
  distance: 'sortDistance',
  name: 'sortName',
};

export function sortWords({ t }: MatchesMessages, sort: MatchSort): string {
  return t(sortKeys[sort]);
}

/** "2.5 km away", "about 2,5 km away" in French words. */
export function distanceWords(messages: MatchesMessages, km: number, approximate: boolean) {
  const distance = formatDistance(messages.intl, km);
  return approximate
    ? messages.t('distanceAboutAway', { distance })
    : messages.t('distanceAway', { distance });
}

/** "Nothing lies within 5 km that fits…", or the hint alone when the ticket has no distance. */
export function noMatchesHint({ t, intl }: MatchesMessages, km: number | undefined): string {
  if (km === undefined) return t('noMatchesHint');
  return t('noMatchesWithin', {
    distance: intl.formatNumber(km, { style: 'unit', unit: 'kilometer' }),
  });
}

/** What the provider says about spaces in the child's age group, in words. */
export function availabilityWords(messages: MatchesMessages, provider: MatchedProvider): string {
  const { t } = messages;
  const availability = availabilityOf(provider);
  switch (availability.kind) {
    case 'not-stated':
      return t('availabilityNotStated');
    case 'full':
      return t('availabilityFull');
    case 'now':
      return t('availabilityNow', { spaces: availability.spaces });
    case 'from':
      return t('availabilityFrom', {
        spaces: availability.spaces,
        date: calendarDateWords(messages.intl, messages.language, availability.date),
      });
  }
}

/** "$65.00 per day · $12.50 per hour", or that the provider has not stated them. */
export function feesWords({ t, intl }: MatchesMessages, provider: MatchedProvider): string {
  const parts = [
    provider.dailyFeeCents === null
      ? null
      : t('perDay', { amount: formatCents(intl, provider.dailyFeeCents) }),
    provider.hourlyFeeCents === null
      ? null
      : t('perHour', { amount: formatCents(intl, provider.hourlyFeeCents) }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? t('feesNotStated') : parts.join(' · ');
}

/** A Monday, for the days' names: 1 January 2024. */
const aMonday = Date.UTC(2024, 0, 1);

/** Hours in the active language: the product's English style, else the locale's ("7 h 30"). */
function hoursWords({ t, intl, language }: MatchesMessages): HoursWords | undefined {
  if (language === 'en') return undefined;
  return {
    day: (index) =>
      intl.formatDate(aMonday + index * 86_400_000, { weekday: 'long', timeZone: 'UTC' }),
    clock: (time) => {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      return intl.formatTime(Date.UTC(2024, 0, 1, hour, minute), {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      });
    },
    days: (first, last) => t('hoursDays', { first, last }),
    period: (start, end) => t('hoursPeriod', { start, end }),
  };
}

/** Hours as "Monday to Friday: 07:30 AM – 06:00 PM" lines, or not stated. */
export function hoursTexts(messages: MatchesMessages, provider: MatchedProvider): string[] {
  const lines = hoursLines(provider.ageGroup.hoursOfBusiness, hoursWords(messages));
  return lines.length === 0
    ? [messages.t('hoursNotStated')]
    : lines.map((line) => messages.t('hoursLine', { days: line.days, times: line.times }));
}

const providerTypeKeys: Record<ProviderTypeCode, ChildcareMatchesKey> = {
  'licensed-centre': 'providerTypeLicensedCentre',
  'licensed-home': 'providerTypeLicensedHome',
  'unlicensed-home': 'providerTypeUnlicensedHome',
  babysitter: 'providerTypeBabysitter',
};

/**
 * The provider type's name from the catalogue, in the reader's language (lib/catalogue-names.ts);
 * our own words while the catalogue loads.
 */
export function typeName(
  { t, language }: MatchesMessages,
  provider: MatchedProvider,
  types: readonly ProviderType[] | undefined,
): string {
  const served = types?.find((type) => type.id === provider.providerTypeId)?.name;
  return served === undefined
    ? t(providerTypeKeys[provider.type])
    : providerTypeName(language, provider.type, served);
}

const requestKeys: Record<ChildcareRequestStatus, ChildcareMatchesKey> = {
  waiting: 'requestWaiting',
  offered: 'requestOffered',
  enrolled: 'requestEnrolled',
  declined: 'requestDeclined',
  paused: 'requestPaused',
  inactive: 'requestInactive',
  withdrawn: 'requestWithdrawn',
};

/**
 * The request's line: its status, with its place in line when it has one, saying where that place
 * is kept when the centre is not on KinderWait.
 */
export function requestLine(
  { t }: MatchesMessages,
  request: MatchRequest,
  claimed: boolean,
): string {
  const status = t(requestKeys[request.status]);
  if (request.position === null) return status;
  const values = { status, position: request.position };
  return claimed ? t('requestPosition', values) : t('requestInKinderWaitQueue', values);
}

/** Error codes of the matches and sending calls, in the parent's words and language. */
export function matchesErrorWords({ t }: MatchesMessages): ErrorWords {
  const words: Partial<Record<ApiErrorCode, string>> = {
    child_location_missing: t('errorChildLocationMissing'),
    child_out_of_age_range: t('errorChildOutOfAgeRange'),
    start_date_before_birth: t('errorStartDateBeforeBirth'),
    waitlist_ticket_not_found: t('errorTicketNotFound'),
    child_not_found: t('errorChildNotFound'),
    childcare_provider_not_found: t('errorProviderNotFound'),
  };
  return words;
}
