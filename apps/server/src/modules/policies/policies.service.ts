import type { PolicyId, PolicyResponse } from '@kinderwait/contract';
import {
  commonErrorCodes,
  languages,
  policiesMessages,
  PolicyId as PolicyIdSchema,
} from '@kinderwait/contract';
import { policyFromTemplate } from '@kinderwait/contract/policy-texts';
import { AppError } from '../../app-error.ts';
import type { Language } from '../../i18n/language.ts';
import { readPolicyTemplates } from './policies.repository.ts';

export interface PoliciesService {
  /** The policy with this id in `language` (English unless told); an unknown id is a 404. */
  getPolicy(id: string, language?: Language): PolicyResponse;
}

/** Each language's policy templates by id. */
export type PolicyTemplates = Readonly<Record<Language, ReadonlyMap<PolicyId, string>>>;

/** Renders every policy in every language once, at start-up. */
export function createPoliciesService(templates: PolicyTemplates): PoliciesService {
  const policies = new Map<string, PolicyResponse>();
  const keyOf = (id: PolicyId, language: Language) => `${language}:${id}`;
  for (const language of languages) {
    for (const [id, template] of templates[language]) {
      policies.set(keyOf(id, language), policyFromTemplate(id, template, language));
    }
  }
  return {
    getPolicy: (id, language = 'en') => {
      const known = PolicyIdSchema.safeParse(id);
      const policy = known.success ? policies.get(keyOf(known.data, language)) : undefined;
      if (policy === undefined)
        throw new AppError(404, commonErrorCodes.notFound, policiesMessages.policyNotFound);
      return policy;
    },
  };
}

/**
 * The service over the texts of the release (the contract's policy-texts/<id>.md and
 * <id>.fr.md), read once at start-up.
 */
export async function loadPoliciesService(): Promise<PoliciesService> {
  const [en, fr] = await Promise.all([readPolicyTemplates('en'), readPolicyTemplates('fr')]);
  return createPoliciesService({ en, fr });
}
