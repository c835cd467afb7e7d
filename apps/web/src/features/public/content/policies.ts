import type { PolicyId } from '@kinderwait/contract/policies';
import { paths } from '../../../config/paths';
import type { Language } from '../../../lib/i18n/language';

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

/*
 * The same in French. The policy pages carry no message catalogue (they stay as light as their
 * text), so their few words live here, next to the English.
 */
const frenchPolicyInfo: Record<PolicyId, PolicyInfo> = {
  'privacy-policy': {
    ...policyInfo['privacy-policy'],
    title: 'Politique de confidentialité',
    description:
      'Les renseignements personnels que nous recueillons sur vous et vos enfants, pourquoi, qui les voit, et vos droits.',
  },
  'terms-of-use': {
    ...policyInfo['terms-of-use'],
    title: 'Conditions d’utilisation',
    description:
      'L’entente entre vous et nous lorsque vous utilisez KinderWait, comme parent ou comme service de garde.',
  },
  'cookie-policy': {
    ...policyInfo['cookie-policy'],
    title: 'Politique relative aux témoins',
    description:
      'Les témoins (cookies) et le stockage du navigateur qu’utilise KinderWait, et comment les contrôler.',
  },
};

/** Each policy's title, description and link, in a language. */
export function policyInfoIn(language: Language): Readonly<Record<PolicyId, PolicyInfo>> {
  return language === 'fr' ? frenchPolicyInfo : policyInfo;
}

export const policyList: readonly PolicyInfo[] = Object.values(policyInfo);

/** The policies in the index's order, in a language. */
export function policyListIn(language: Language): readonly PolicyInfo[] {
  const info = policyInfoIn(language);
  return policyList.map((policy) => info[policy.id]);
}

/** The words around a policy's text, in each language (the date follows `lastUpdated`). */
export const policyPageWords: Readonly<Record<Language, { lastUpdated: string }>> = {
  en: { lastUpdated: 'Last updated ' },
  fr: { lastUpdated: 'Dernière mise à jour : ' },
};
