import type { Parsed } from './parsed.ts';
import { parsed, refused } from './parsed.ts';

/**
 * A website address: http or https only, "https://" added when no scheme is written
 * ("kidsplace.ca" → "https://kidsplace.ca"). The host needs a dot and a known-looking top-level
 * name, so "my website" or "localhost" is refused with the reason.
 */
export function parseWebsite(text: string, maxLength = 2048): Parsed<string> {
  const word = text
    .trim()
    .split(/\s+/)
    .find((part) => /[./]/.test(part) && !part.includes('@'));
  if (word === undefined) {
    return refused(
      'I could not find a web address there. Please write it like https://example.ca.',
    );
  }
  const cleaned = word.replace(/[),.;!?]+$/, '').replace(/^[(<]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https' && cleaned.includes('://')) {
    return refused('Use a web address starting with http:// or https://');
  }
  const withScheme = scheme === 'http' || scheme === 'https' ? cleaned : `https://${cleaned}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return refused(`${cleaned} is not a web address. Please write it like https://example.ca.`);
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname)) {
    return refused(
      `${url.hostname} is not a web site name. Please write it like https://example.ca.`,
    );
  }
  const value =
    url.href.endsWith('/') && !withScheme.endsWith('/') ? url.href.slice(0, -1) : url.href;
  if (value.length > maxLength) return refused('That web address is too long.');
  return parsed(value);
}
