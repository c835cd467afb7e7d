import { displayTimeZone } from '@kinderwait/contract/constants';
import type { BroadcastNeed, BroadcastOrder } from '@kinderwait/contract/broadcast';
import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import type { ErrorWords } from '../../../api/error-words';
import type { BroadcastKey, BroadcastMessages } from '../broadcast-messages';
import { ageGroupName } from '../../../lib/catalogue-names';

/** Times of broadcasts are shown in Toronto's time, whatever the device's zone. */
const dateTimeOptions = {
  timeZone: displayTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
} as const;
const dateOptions = { timeZone: displayTimeZone, dateStyle: 'medium' } as const;

// English keeps its en-CA output ("Nov. 27, 2026, 3:05 p.m."); other languages use the formatter.
const torontoDateTime = new Intl.DateTimeFormat('en-CA', dateTimeOptions);
const torontoDate = new Intl.DateTimeFormat('en-CA', dateOptions);

/** An instant as Toronto's date and time. */
export function formatWhen({ intl, language }: BroadcastMessages, iso: string): string {
  if (language === 'en') return torontoDateTime.format(new Date(iso));
  return intl.formatDate(iso, dateTimeOptions);
}

/** An instant as Toronto's date. */
export function formatDay({ intl, language }: BroadcastMessages, iso: string): string {
  if (language === 'en') return torontoDate.format(new Date(iso));
  return intl.formatDate(iso, dateOptions);
}

/** Cents in Canadian dollars: "$1,234.56" in English (`formatCad`), "1 234,56 $" in French. */
export function moneyWords({ intl, language }: BroadcastMessages, cents: number): string {
  if (language === 'en') return formatCad(cents);
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'CAD' });
}

const providerTypeKeys: Readonly<Record<ProviderTypeCode, BroadcastKey>> = {
  'licensed-centre': 'providerTypeLicensedCentre',
  'licensed-home': 'providerTypeLicensedHome',
  'unlicensed-home': 'providerTypeUnlicensedHome',
  babysitter: 'providerTypeBabysitter',
};

/** A provider type's name in the user's language. */
export function providerTypeName({ t }: BroadcastMessages, code: ProviderTypeCode): string {
  return t(providerTypeKeys[code]);
}

/** Names joined for a list, "Any" when empty. */
export function namesOrAny(
  { t, intl }: BroadcastMessages,
  names: readonly { name: string }[],
): string {
  if (names.length === 0) return t('any');
  return intl.formatList(
    names.map((item) => item.name),
    { type: 'unit' },
  );
}

/** A child's age in months at the start: "8 months", "2 years 3 months". */
export function ageMonthsWords({ t }: BroadcastMessages, months: number): string {
  if (months < 12) return t('ageMonths', { months });
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? t('ageYears', { years }) : t('ageYearsMonths', { years, months: rest });
}

/** What an order is about, in a few words: "for Lina" or "Your Toddler spaces". */
export function orderSubject({ t, language }: BroadcastMessages, order: BroadcastOrder): string {
  if (order.kind === 'spot' && order.spot !== null) {
    return t('ordersSpotOf', { ageGroup: ageGroupName(language, order.spot.ageGroup) });
  }
  return order.child === null
    ? t('sectionTitle')
    : t('forChild', { firstName: order.child.firstName });
}

/** The state of an order as its owner reads it. */
export function orderStateText({ t }: BroadcastMessages, order: BroadcastOrder): string {
  switch (order.state) {
    case 'sent':
      return order.kind === 'family'
        ? t('stateSentToProviders', { reached: order.reached })
        : t('stateSentToFamilies', { reached: order.reached });
    case 'awaiting_payment':
      return t('stateAwaitingPayment');
    case 'sending':
      return t('sending');
    case 'expired':
      return t('stateExpired');
    case 'withdrawn':
      return t('stateWithdrawn');
  }
}

/** The provider types a need names, joined, "Any" when none. */
export function providerTypesWords(messages: BroadcastMessages, need: BroadcastNeed): string {
  return namesOrAny(
    messages,
    need.providerTypes.map((code) => ({ name: providerTypeName(messages, code) })),
  );
}

/** The error codes broadcast's calls can answer, in the user's words. */
export function broadcastErrorWords({ t }: BroadcastMessages): ErrorWords {
  return {
    broadcast_order_not_found: t('errorBroadcastOrderNotFound'),
    broadcast_answer_not_found: t('errorBroadcastAnswerNotFound'),
    broadcast_delivery_not_found: t('errorBroadcastDeliveryNotFound'),
    broadcast_invitation_not_found: t('errorBroadcastInvitationNotFound'),
    broadcast_reaches_no_one: t('errorBroadcastReachesNoOne'),
    broadcast_order_not_payable: t('errorBroadcastOrderNotPayable'),
    broadcast_closed: t('errorBroadcastClosed'),
    age_group_not_offered: t('errorAgeGroupNotOffered'),
    no_spaces_to_broadcast: t('errorNoSpacesToBroadcast'),
    unsupported_filter: t('errorUnsupportedFilter'),
    child_location_missing: t('errorChildLocationMissing'),
    child_not_found: t('errorChildNotFound'),
    limit_reached: t('payNoneLeft'),
    rate_limited: t('errorRateLimited'),
  };
}

/** A spot broadcast that would reach no one says so in the provider's terms. */
export function spotBroadcastErrorWords(messages: BroadcastMessages): ErrorWords {
  return {
    ...broadcastErrorWords(messages),
    broadcast_reaches_no_one: messages.t('errorSpotReachesNoOne'),
  };
}
