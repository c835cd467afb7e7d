import { displayTimeZone } from '@kinderwait/contract/constants';

/** Requests are dated in Toronto's time, whatever the device's zone (the market is Toronto). */
const torontoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'medium',
});

export function formatTorontoDate(iso: string): string {
  return torontoDate.format(new Date(iso));
}
