import { publicPagePaths } from '@kinderwait/contract/web-paths';
import { useLanguage } from '../../../lib/i18n/i18n-provider';
import { localizedPath } from '../../../lib/i18n/language';

const translatedPaths: readonly string[] = Object.values(publicPagePaths);

/** Whether `href` is a public page the site has in each language (a blog article included). */
export function isTranslatedPublicPath(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? href;
  return translatedPaths.includes(path) || path.startsWith(`${publicPagePaths.blog}/`);
}

/**
 * A link's target in the page's language: a public page's /fr copy on a French page
 * (docs/decisions/i18n.md, "Public pages in French"); sign-in and the app keep their one path.
 */
export function usePublicHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => (isTranslatedPublicPath(href) ? localizedPath(href, language) : href);
}
