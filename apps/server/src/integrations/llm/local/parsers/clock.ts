/**
 * One opening period: day 0 = Monday ... 6 = Sunday, times as HH:mm
 * (docs/product/catalogue.md#provider-profiles).
 */
export interface OpeningPeriod {
  day: number;
  timeStart: string;
  timeEnd: string;
}

export const minutesOf = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** HH:mm from minutes since midnight; the end of the day (1440) is 23:59, the last clock time. */
export function clockOf(minutes: number): string {
  const bounded = Math.min(minutes, 23 * 60 + 59);
  const hours = Math.floor(bounded / 60);
  return `${String(hours).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

/**
 * "7:30 AM" for "07:30" (times are shown as hh:mm AM/PM: docs/product/platform.md#dates-and-times).
 */
export function describeClock(time: string): string {
  const minutes = minutesOf(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve)}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** "7 h 30" for "07:30": French times are 24-hour (docs/product/glossary.md#formats). */
export function describeFrenchClock(time: string): string {
  const minutes = minutesOf(time);
  const rest = minutes % 60;
  return `${String(Math.floor(minutes / 60))} h${rest === 0 ? '' : ` ${String(rest).padStart(2, '0')}`}`;
}

const dayLabels = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const frenchDayLabels = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

/**
 * "Monday to Friday 7:30 AM - 6:00 PM; Saturday 9:00 AM - 12:00 PM": days with the same hours
 * together; in French "lundi au vendredi 7 h 30 à 18 h ; samedi 9 h à 12 h".
 */
export function describePeriods(
  periods: readonly OpeningPeriod[],
  language: 'en' | 'fr' = 'en',
): string {
  const french = language === 'fr';
  if (periods.length === 0) return french ? 'aucune' : 'none';
  const clock = french ? describeFrenchClock : describeClock;
  const days = french ? frenchDayLabels : dayLabels;
  const byDay = new Map<number, string>();
  for (const period of [...periods].sort(
    (a, b) => a.day - b.day || minutesOf(a.timeStart) - minutesOf(b.timeStart),
  )) {
    const text = `${clock(period.timeStart)}${french ? ' à ' : ' - '}${clock(period.timeEnd)}`;
    const previous = byDay.get(period.day);
    byDay.set(
      period.day,
      previous === undefined ? text : `${previous}${french ? ' et ' : ' and '}${text}`,
    );
  }
  const parts: string[] = [];
  let runStart = -1;
  let runHours = '';
  const flush = (end: number): void => {
    if (runStart < 0) return;
    const first = days[runStart] ?? '';
    const span = end === runStart ? first : `${first}${french ? ' au ' : ' to '}${days[end] ?? ''}`;
    parts.push(`${span} ${runHours}`);
  };
  for (let day = 0; day <= 7; day += 1) {
    const hours = byDay.get(day);
    if (runStart >= 0 && hours === runHours) continue;
    flush(day - 1);
    runStart = hours === undefined ? -1 : day;
    runHours = hours ?? '';
  }
  return parts.join(french ? ' ; ' : '; ');
}
