import { formatClockTime, formatStartDate } from '@kinderwait/contract/rules/display-format';

const torontoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Toronto's calendar date and clock time: 'YYYY-MM-DD' and 'HH:mm'. */
export function torontoDateAndTime(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    torontoParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

/** SPEC 9's styles for a deadline: "Wednesday, 25 November" and "05:00 PM", in Toronto. */
export function formatDeadline(iso: string): { date: string; time: string } {
  const { date, time } = torontoDateAndTime(iso);
  return { date: formatStartDate(date), time: formatClockTime(time) };
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What remains until `deadline` at `now` (both epoch ms); null once it has passed. */
export function timeLeft(deadline: number, now: number): TimeLeft | null {
  const total = Math.floor((deadline - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
