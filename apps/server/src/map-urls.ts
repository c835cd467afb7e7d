/**
 * The map's outside services as run-time settings (MAP_TILE_URL, GEOCODER_URL): checked when the
 * config is read, and reduced to the Content-Security-Policy sources that allow exactly them.
 */

/** The `{s}` subdomain placeholder of a Leaflet tile URL (a, b, c...). */
const subdomainPlaceholder = '{s}';

/** What is wrong with a Leaflet tile URL template, or null when it is usable. */
export function tileUrlProblem(template: string): string | null {
  for (const placeholder of ['{z}', '{x}', '{y}']) {
    if (!template.includes(placeholder)) return `must contain ${placeholder}`;
  }
  const host = hostPartOf(template);
  if (host === null) return 'must be an http(s) URL';
  if (host.includes(subdomainPlaceholder) && !host.startsWith(`${subdomainPlaceholder}.`)) {
    // A CSP host source can only wildcard the leftmost label.
    return `may only use ${subdomainPlaceholder} as the first part of the host name`;
  }
  if (/[{}]/.test(host.replace(subdomainPlaceholder, ''))) {
    return `may use no placeholder but ${subdomainPlaceholder} in the host name`;
  }
  try {
    new URL(template.replace(subdomainPlaceholder, 'a'));
  } catch {
    return 'must be an http(s) URL';
  }
  return null;
}

/**
 * The CSP source allowing a tile URL template's requests: its origin, with `{s}.` as a wildcard
 * label ("https://{s}.tile.example.com/{z}/{x}/{y}.png" → "https://*.tile.example.com").
 */
export function tileUrlSource(template: string): string {
  const url = new URL(template.replace(subdomainPlaceholder, 'subdomain-placeholder'));
  return url.origin.replace('subdomain-placeholder', '*');
}

/** The CSP source of a plain URL: its origin. */
export function originSource(url: string): string {
  return new URL(url).origin;
}

/** "https://{s}.example.com:8080" of "https://{s}.example.com:8080/x", or null when not http(s). */
function hostPartOf(template: string): string | null {
  const match = /^https?:\/\/([^/?#]+)/i.exec(template);
  return match?.[1] ?? null;
}
