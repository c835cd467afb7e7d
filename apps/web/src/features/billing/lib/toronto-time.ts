import { displayTimeZone } from '@kinderwait/contract/constants';

/** Payments are dated in Toronto's time, whatever the device's zone (the market is Toronto). */
const torontoDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatTorontoDateTime(iso: string): string {
  return torontoDateTime.format(new Date(iso));
}
