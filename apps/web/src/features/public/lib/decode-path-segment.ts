/**
 * React Router hands over params already decoded once. A segment that was encoded twice on its way
 * (a link built from an already encoded value) still reads as text; anything that is not valid
 * percent-encoding is shown as it is.
 */
export function decodePathSegment(value: string | undefined): string {
  if (value === undefined) return '';
  if (!/%[0-9a-f]{2}/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
