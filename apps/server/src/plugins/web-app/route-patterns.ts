/**
 * Whether a web path is one of the app's pages, from the route patterns the web build lists
 * ("/waitlist/:childId", "/broadcast/*"). Matches as React Router does by default: segment by
 * segment, a `:name` segment standing for any one segment, a final `*` for any rest (none
 * included), letters in any case.
 */
export function createPageMatcher(patterns: readonly string[]): (webPath: string) => boolean {
  const compiled = patterns.map((pattern) => segmentsOf(pattern));
  return (webPath) => {
    const segments = segmentsOf(webPath);
    return compiled.some((pattern) => {
      const splat = pattern.at(-1) === '*';
      const fixed = splat ? pattern.slice(0, -1) : pattern;
      const lengthFits = splat ? segments.length >= fixed.length : segments.length === fixed.length;
      return (
        lengthFits && fixed.every((part, index) => part.startsWith(':') || part === segments[index])
      );
    });
  };
}

function segmentsOf(path: string): string[] {
  return path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}
