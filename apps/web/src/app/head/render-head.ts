import { brand } from '@kinderwait/contract/brand';
import { escapeHtml } from '@kinderwait/contract/rules/html-escape';
import { formatDocumentTitle, socialImagePath } from './head-data';
import type { HeadData } from './head-data';

/**
 * The <head> tags of a prerendered page: title, description, canonical URL and Open Graph tags.
 * `origin` has no trailing slash; `pathname` starts with a slash.
 */
export function renderHeadTags(head: HeadData, origin: string, pathname: string): string {
  const url = `${origin}${pathname}`;
  const title = formatDocumentTitle(head.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.productName)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:locale" content="en_CA" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${socialImagePath}`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.noIndex === true) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}
