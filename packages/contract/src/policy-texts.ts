import { brand } from './brand.ts';
import { storageKeys, xsrf } from './constants.ts';
import type { PolicyId, PolicyResponse } from './policies.ts';

/*
 * The policies' words (docs/product/public-site.md#policies): one markdown template per policy in
 * policy-texts/<id>.md, shipped with the release and reviewed like code, never edited at run time.
 * The server answers GET /policies/getPolicy from them and the web build prerenders the policy
 * pages from them (its route modules import the same files), so both always say the same.
 * No zod here: the web's policy pages import this module.
 */

/** Each policy's title and the date its text last changed. */
export const policyDocuments: Readonly<Record<PolicyId, { title: string; lastUpdated: string }>> = {
  'privacy-policy': { title: 'Privacy Policy', lastUpdated: '2026-11-26' },
  'terms-of-use': { title: 'Terms of Use', lastUpdated: '2026-11-22' },
  'cookie-policy': { title: 'Cookie Policy', lastUpdated: '2026-11-22' },
};

/**
 * Each policy's title in French. Its text is policy-texts/<id>.fr.md, which says the same as the
 * English file in Canadian French; the English remains the version the dates above describe.
 */
export const frenchPolicyTitles: Readonly<Record<PolicyId, string>> = {
  'privacy-policy': 'Politique de confidentialité',
  'terms-of-use': 'Conditions d’utilisation',
  'cookie-policy': 'Politique relative aux témoins',
};

/**
 * Names the texts may use as `{{name}}`, so the company's details and the technical names the
 * cookie policy lists come from the contract and cannot drift from what the app really does.
 */
export const policyPlaceholders: Readonly<Record<string, string>> = {
  productName: brand.productName,
  legalName: brand.legalName,
  city: brand.city,
  province: brand.province,
  supportEmail: brand.supportEmail,
  privacyEmail: brand.privacyEmail,
  mailingAddress: brand.mailingAddress,
  xsrfCookieName: xsrf.cookieName,
  storageKeyToken: storageKeys.token,
  storageKeyRoleId: storageKeys.roleId,
  storageKeyRoleCode: storageKeys.roleCode,
  storageKeyWaitlistData: storageKeys.waitlistData,
};

/** Fills `{{name}}` placeholders; an unknown name throws, so a typo fails start-up and the build. */
export function renderPolicyTemplate(template: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = policyPlaceholders[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a policy text`);
    return value;
  });
}

/**
 * The policy `id` as the API answers it, from its template (the file policy-texts/<id>.md, or
 * <id>.fr.md for French).
 */
export function policyFromTemplate(
  id: PolicyId,
  template: string,
  language: 'en' | 'fr' = 'en',
): PolicyResponse {
  const title = language === 'fr' ? frenchPolicyTitles[id] : policyDocuments[id].title;
  return { id, ...policyDocuments[id], title, body: renderPolicyTemplate(template) };
}
