const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2024-04-19" → "April 19, 2024". Done by hand rather than with Intl so that the prerender (Node)
 * and the browser always produce the same text, and a date never shifts a day across time zones.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return isoDate;
  return `${month} ${String(Number(match[3]))}, ${match[1]}`;
}

/** 81027 → "81,027". */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
