import { brand } from '@kinderwait/contract/brand';
import { escapeHtml } from '@kinderwait/contract/rules/html-escape';
import { formatDocumentTitle, socialImagePath } from './head-data';
import type { HeadData } from './head-data';
import { locales } from '../../lib/i18n/language';
import type { Language } from '../../lib/i18n/language';

export interface PageLanguage {
  /** The page's language: its Open Graph locale. */
  language: Language;
  /** The same page in every language, itself included (hreflang links); none for other pages. */
  alternates: readonly { language: Language; path: string }[];
}

/**
 * The <head> tags of a prerendered page: title, description, canonical URL, Open Graph tags and
 * the links to its copies in the other languages (hreflang, English the default).
 * `origin` has no trailing slash; `pathname` starts with a slash.
 */
export function renderHeadTags(
  head: HeadData,
  origin: string,
  pathname: string,
  { language, alternates }: PageLanguage = { language: 'en', alternates: [] },
): string {
  const url = `${origin}${pathname}`;
  const title = formatDocumentTitle(head.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.productName)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:locale" content="${locales[language].replace('-', '_')}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${socialImagePath}`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  for (const alternate of alternates) {
    const href = escapeHtml(`${origin}${alternate.path}`);
    tags.push(`<link rel="alternate" hreflang="${locales[alternate.language]}" href="${href}" />`);
    if (alternate.language === 'en') {
      tags.push(`<link rel="alternate" hreflang="x-default" href="${href}" />`);
    }
  }
  if (head.noIndex === true) tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}
