import { isApiPath, signedInPagePaths } from '@kinderwait/contract';

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

/** sitemap.xml listing the given public pages under `publicOrigin`, sorted for stable output. */
export function sitemapXml(publicOrigin: string, paths: Iterable<string>): string {
  const urls = [...new Set(paths)]
    .filter((webPath) => !isApiPath(webPath) && !isSignedInPath(webPath))
    .sort()
    .map((webPath) => `  <url><loc>${escapeXml(publicOrigin + encodeURI(webPath))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
