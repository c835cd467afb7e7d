/** Requests are dated in Toronto's time, whatever the device's zone (the market is Toronto). */
const torontoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  dateStyle: 'medium',
});

export function formatTorontoDate(iso: string): string {
  return torontoDate.format(new Date(iso));
}
