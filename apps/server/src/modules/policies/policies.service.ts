import type { PolicyId, PolicyResponse } from '@kinderwait/contract';
import {
  brand,
  commonErrorCodes,
  policiesMessages,
  PolicyId as PolicyIdSchema,
  storageKeys,
  xsrf,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import { readPolicyTemplates } from './policies.repository.ts';

const policyMeta: Record<PolicyId, { title: string; lastUpdated: string }> = {
  'privacy-policy': { title: 'Privacy Policy', lastUpdated: '2026-11-26' },
  'terms-of-use': { title: 'Terms of Use', lastUpdated: '2026-11-22' },
  'cookie-policy': { title: 'Cookie Policy', lastUpdated: '2026-11-22' },
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

/** Fills `{{name}}` placeholders; an unknown name throws, so a typo fails start-up, not a page. */
export function renderPolicyTemplate(template: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = policyPlaceholders[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a policy text`);
    return value;
  });
}

export interface PoliciesService {
  /** The policy with this id; an unknown id is a 404. */
  getPolicy(id: string): PolicyResponse;
}

/** Renders every policy once, at start-up. */
export function createPoliciesService(templates: ReadonlyMap<PolicyId, string>): PoliciesService {
  const policies = new Map<PolicyId, PolicyResponse>();
  for (const [id, template] of templates) {
    policies.set(id, { id, ...policyMeta[id], body: renderPolicyTemplate(template) });
  }
  return {
    getPolicy: (id) => {
      const known = PolicyIdSchema.safeParse(id);
      const policy = known.success ? policies.get(known.data) : undefined;
      if (policy === undefined)
        throw new AppError(404, commonErrorCodes.notFound, policiesMessages.policyNotFound);
      return policy;
    },
  };
}

/** The service over the texts shipped with the server (texts/<id>.md), read once at start-up. */
export async function loadPoliciesService(): Promise<PoliciesService> {
  return createPoliciesService(await readPolicyTemplates());
}
