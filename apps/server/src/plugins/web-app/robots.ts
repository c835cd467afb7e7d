import { apiPathPrefixes, signedInPagePaths } from '@kinderwait/contract';

/** robots.txt: public pages may be crawled; the API and signed-in areas may not. */
export function robotsTxt(publicOrigin: string): string {
  const disallowed = [...apiPathPrefixes, ...signedInPagePaths];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
