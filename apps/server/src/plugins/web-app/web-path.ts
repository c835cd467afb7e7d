/**
 * Decodes a request URL's path for the web app, or returns null when it is malformed or could
 * reach outside the web root: `..` or `.` segments, empty segments (`//host` would make a
 * redirect leave the site), dotfiles, backslashes or control characters (NUL, CR, LF...).
 * Refusing instead of normalising means no spelling of a path can point anywhere but where it
 * reads.
 */
export function parseWebPath(url: string): string | null {
  const rawPath = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!decoded.startsWith('/') || decoded.includes('\\') || /[\u0000-\u001f\u007f]/.test(decoded)) {
    return null;
  }
  const segments = decoded.slice(1).split('/');
  const isLast = (index: number): boolean => index === segments.length - 1;
  const safe = segments.every(
    (segment, index) => (segment !== '' || isLast(index)) && !segment.startsWith('.'),
  );
  return safe ? decoded : null;
}

/**
 * SPA routes whose path carries free text (the web app's `/error/:code/:message`): any message,
 * even one that looks like a file name, a dotfile or ends in a slash, must reload as the page.
 */
const freeTextPagePrefixes = ['/error/'] as const;

/** True for a URL the SPA shell answers as it is: never a file, a redirect or a refusal. */
export function isFreeTextPage(url: string): boolean {
  return freeTextPagePrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * A decoded web path encoded again for a Location header: every byte that is not plain ASCII, and
 * `?`, `#` and `%` that were encoded in the request, so the target reads as the same path.
 */
export function encodeWebPath(webPath: string): string {
  return encodeURI(webPath).replace(/[?#]/g, (char) => encodeURIComponent(char));
}

/**
 * The query string of a URL including its `?`, or an empty string. Anything but printable ASCII
 * is percent-encoded, so the result is always safe in a header.
 */
export function queryStringOf(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return '';
  return url.slice(index).replace(/[^\x21-\x7e]/g, (char) => {
    // Node decodes the raw request line as Latin-1: each such character is one byte.
    const bytes = char.charCodeAt(0) <= 0xff ? Buffer.from(char, 'latin1') : Buffer.from(char);
    return [...bytes]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  });
}

/** Extensions of the files a web build ships; a page path never ends in one of them. */
const staticFileExtensions = new Set([
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'txt',
  'xml',
  'html',
  'ico',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'webmanifest',
  'pdf',
  'wasm',
]);

/**
 * True for a path that names a build file (`/assets/...`, `logo.svg`, `robots.txt`): when it is
 * missing it gets a 404 rather than the SPA shell. Other dotted last segments (`example.com`,
 * `v1.2`) are page paths.
 */
export function looksLikeFile(webPath: string): boolean {
  if (webPath.startsWith('/assets/')) return true;
  const lastSegment = webPath.slice(webPath.lastIndexOf('/') + 1);
  const extension = /\.([a-z0-9]+)$/i.exec(lastSegment)?.[1]?.toLowerCase();
  return extension !== undefined && staticFileExtensions.has(extension);
}
