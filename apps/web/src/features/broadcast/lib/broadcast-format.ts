import { displayTimeZone } from '@kinderwait/contract/constants';
import type { BroadcastOrder } from '@kinderwait/contract/broadcast';
import type { ProviderTypeCode } from '@kinderwait/contract/catalogues';
import { broadcastTexts } from '../broadcast-texts';

/** Times of broadcasts are shown in Toronto's time, whatever the device's zone. */
const torontoDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const torontoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'medium',
});

export function formatWhen(iso: string): string {
  return torontoDateTime.format(new Date(iso));
}

export function formatDay(iso: string): string {
  return torontoDate.format(new Date(iso));
}

export const providerTypeNames: Readonly<Record<ProviderTypeCode, string>> = {
  'licensed-centre': 'Licensed child care centre',
  'licensed-home': 'Licensed home child care',
  'unlicensed-home': 'Home child care',
  babysitter: 'Babysitter',
};

/** Names joined for a list, "Any" when empty. */
export function namesOrAny(names: readonly { name: string }[]): string {
  return names.length === 0 ? broadcastTexts.order.any : names.map((item) => item.name).join(', ');
}

/** What an order is about, in a few words: "for Lina" or "Your Toddler spaces". */
export function orderSubject(order: BroadcastOrder): string {
  if (order.kind === 'spot' && order.spot !== null) {
    return broadcastTexts.orders.spotOf(order.spot.ageGroup.name);
  }
  return order.child === null
    ? broadcastTexts.sectionTitle
    : broadcastTexts.orders.forChild(order.child.firstName);
}

/** The state of an order as its owner reads it. */
export function orderStateText(order: BroadcastOrder): string {
  const states = broadcastTexts.orders.state;
  switch (order.state) {
    case 'sent':
      return states.sent(order.reached, order.kind);
    case 'awaiting_payment':
    case 'sending':
    case 'expired':
    case 'withdrawn':
      return states[order.state];
  }
}
