/**
 * The file name a `Content-Disposition` header gives (RFC 6266): the UTF-8 `filename*` first
 * (percent-encoded, so accents and quotes survive), else the quoted or bare `filename`;
 * undefined when it names none.
 */
export function fileNameFromContentDisposition(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] !== undefined && /^utf-8$/i.test(extended[1] ?? '')) {
    try {
      const name = decodeURIComponent(extended[2].trim());
      if (name !== '') return name;
    } catch {
      // A malformed encoding: the plain `filename` below still names it.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined && quoted[1] !== '') return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s"]+)/i.exec(header);
  return bare?.[1];
}
