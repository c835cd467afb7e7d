/** "+14165550100" → "(416) 555-0100", as a North American number is read; another as it is. */
export function displayNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match === null ? e164 : `(${match[1] ?? ''}) ${match[2] ?? ''}-${match[3] ?? ''}`;
}
