import type { PolicyId } from '@kinderwait/contract/policies';
import { paths } from '../../../config/paths';

export interface PolicyInfo {
  id: PolicyId;
  title: string;
  description: string;
  href: string;
}

/** The three policies (docs/product/public-site.md#policies), in the order the index lists them. */
export const policyInfo = {
  'privacy-policy': {
    id: 'privacy-policy',
    title: 'Privacy policy',
    description:
      'What personal information we collect about you and your children, why, who sees it, and your rights.',
    href: paths.policies.privacyPolicy.getHref(),
  },
  'terms-of-use': {
    id: 'terms-of-use',
    title: 'Terms of use',
    description:
      'The agreement between you and us when you use KinderWait, as a parent or a provider.',
    href: paths.policies.termsOfUse.getHref(),
  },
  'cookie-policy': {
    id: 'cookie-policy',
    title: 'Cookie policy',
    description: 'The cookies and browser storage KinderWait uses, and how to control them.',
    href: paths.policies.cookiePolicy.getHref(),
  },
} as const satisfies Record<PolicyId, PolicyInfo>;

export const policyList: readonly PolicyInfo[] = Object.values(policyInfo);
