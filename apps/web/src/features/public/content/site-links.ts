import { paths } from '../../../config/paths';

export interface SiteLink {
  label: string;
  href: string;
}

/** The header's main navigation. */
export const mainNavLinks: readonly SiteLink[] = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Blog', href: paths.blog.getHref() },
  { label: 'Safety', href: paths.safety.getHref() },
  { label: 'Help', href: paths.help.getHref() },
];

/** The footer's columns: every public page and every policy. */
export const footerLinkGroups: readonly { heading: string; links: readonly SiteLink[] }[] = [
  {
    heading: 'Company',
    links: [
      { label: 'Home', href: paths.landing.getHref() },
      { label: 'About us', href: paths.about.getHref() },
      { label: 'Blog', href: paths.blog.getHref() },
      { label: 'Careers', href: paths.careers.getHref() },
      { label: 'Press', href: paths.press.getHref() },
    ],
  },
  {
    heading: 'Help and safety',
    links: [
      { label: 'Help centre', href: paths.help.getHref() },
      { label: 'Safety', href: paths.safety.getHref() },
      { label: 'Licences and data', href: paths.licenses.getHref() },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Privacy policy', href: paths.policies.privacyPolicy.getHref() },
      { label: 'Terms of use', href: paths.policies.termsOfUse.getHref() },
      { label: 'Cookie policy', href: paths.policies.cookiePolicy.getHref() },
      { label: 'All policies', href: paths.policies.root.getHref() },
    ],
  },
];
