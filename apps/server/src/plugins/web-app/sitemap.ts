import { frenchPagePathPrefix, isApiPath, signedInPagePaths } from '@kinderwait/contract';

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

function isSignedInPath(webPath: string): boolean {
  return signedInPagePaths.some((prefix) => webPath === prefix || webPath.startsWith(`${prefix}/`));
}

/** The English page of a French copy ("/fr/about" → "/about", "/fr" → "/"), or null. */
function englishOf(webPath: string): string | null {
  if (webPath === frenchPagePathPrefix) return '/';
  return webPath.startsWith(`${frenchPagePathPrefix}/`)
    ? webPath.slice(frenchPagePathPrefix.length)
    : null;
}

function frenchOf(englishPath: string): string {
  return englishPath === '/' ? frenchPagePathPrefix : `${frenchPagePathPrefix}${englishPath}`;
}

/**
 * sitemap.xml listing the given public pages under `publicOrigin`, sorted for stable output. A page
 * listed in both languages (English, and its copy under /fr) names both on each entry
 * (hreflang en-CA, fr-CA, and English as x-default), as search engines read a bilingual site.
 */
export function sitemapXml(publicOrigin: string, paths: Iterable<string>): string {
  const listed = new Set(
    [...paths].filter((webPath) => !isApiPath(webPath) && !isSignedInPath(webPath)),
  );
  const loc = (webPath: string): string => escapeXml(publicOrigin + encodeURI(webPath));
  const urls = [...listed].sort().map((webPath) => {
    const english = englishOf(webPath) ?? webPath;
    const french = frenchOf(english);
    if (!listed.has(english) || !listed.has(french))
      return `  <url><loc>${loc(webPath)}</loc></url>`;
    const alternates = [
      ['en-CA', english],
      ['fr-CA', french],
      ['x-default', english],
    ].map(
      ([hreflang, href = '']) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${loc(href)}" />`,
    );
    return [`  <url>`, `    <loc>${loc(webPath)}</loc>`, ...alternates, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
