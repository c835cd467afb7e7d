const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
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
];

/** SPEC 9: a start date shown like "Monday, 05 May" (with the year when it is not this one). */
export function formatStartDate(isoDate: string, thisYear?: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = months[month - 1];
  if (weekday === undefined || monthName === undefined) return isoDate;
  const text = `${weekday}, ${String(day).padStart(2, '0')} ${monthName}`;
  return thisYear === undefined || thisYear === year ? text : `${text} ${String(year)}`;
}
