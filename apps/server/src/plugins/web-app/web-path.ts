/**
 * Decodes a request URL's path for the web app, or returns null when it is malformed or could
 * reach outside the web root: `..` or `.` segments, empty segments (`//host` would make a
 * redirect leave the site), dotfiles, backslashes or NUL bytes. Refusing instead of normalising
 * means no spelling of a path can point anywhere but where it reads.
 */
export function parseWebPath(url: string): string | null {
  const rawPath = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\\') || decoded.includes('\0')) return null;
  const segments = decoded.slice(1).split('/');
  const isLast = (index: number): boolean => index === segments.length - 1;
  const safe = segments.every(
    (segment, index) => (segment !== '' || isLast(index)) && !segment.startsWith('.'),
  );
  return safe ? decoded : null;
}

/** The query string of a URL including its `?`, or an empty string. */
export function queryStringOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

/** True when the last segment looks like a file name (`app.js`, `logo.svg`). */
export function looksLikeFile(webPath: string): boolean {
  const lastSegment = webPath.slice(webPath.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(lastSegment);
}
