import { paths } from '../../../config/paths';
import type { SiteKey } from '../site-messages';

export interface SiteLink {
  /** The link's words in the site's catalogue. */
  label: SiteKey;
  /** The English page; the French site links to its /fr copy (localizedPath). */
  href: string;
}

/** The header's main navigation. */
export const mainNavLinks: readonly SiteLink[] = [
  { label: 'navAbout', href: paths.about.getHref() },
  { label: 'navBlog', href: paths.blog.getHref() },
  { label: 'navSafety', href: paths.safety.getHref() },
  { label: 'navHelp', href: paths.help.getHref() },
];

/** The footer's columns: every public page and every policy. */
export const footerLinkGroups: readonly { heading: SiteKey; links: readonly SiteLink[] }[] = [
  {
    heading: 'footerCompany',
    links: [
      { label: 'linkHome', href: paths.landing.getHref() },
      { label: 'linkAboutUs', href: paths.about.getHref() },
      { label: 'navBlog', href: paths.blog.getHref() },
      { label: 'linkCareers', href: paths.careers.getHref() },
      { label: 'linkPress', href: paths.press.getHref() },
    ],
  },
  {
    heading: 'footerHelpAndSafety',
    links: [
      { label: 'linkHelpCentre', href: paths.help.getHref() },
      { label: 'navSafety', href: paths.safety.getHref() },
      { label: 'linkLicences', href: paths.licenses.getHref() },
    ],
  },
  {
    heading: 'footerPolicies',
    links: [
      { label: 'linkPrivacyPolicy', href: paths.policies.privacyPolicy.getHref() },
      { label: 'linkTermsOfUse', href: paths.policies.termsOfUse.getHref() },
      { label: 'linkCookiePolicy', href: paths.policies.cookiePolicy.getHref() },
      { label: 'linkAllPolicies', href: paths.policies.root.getHref() },
    ],
  },
];
