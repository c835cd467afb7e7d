/** "lundi 4 janvier 2027" for "2027-01-04": a calendar day as fr-CA words (docs/product/glossary.md#formats). */
export function frenchDayWithYear(day: string): string {
  return new Intl.DateTimeFormat('fr-CA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
