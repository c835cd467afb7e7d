import type { PolicyId, PolicyResponse } from '@kinderwait/contract';
import {
  commonErrorCodes,
  policiesMessages,
  PolicyId as PolicyIdSchema,
} from '@kinderwait/contract';
import { policyFromTemplate } from '@kinderwait/contract/policy-texts';
import { AppError } from '../../app-error.ts';
import { readPolicyTemplates } from './policies.repository.ts';

export interface PoliciesService {
  /** The policy with this id; an unknown id is a 404. */
  getPolicy(id: string): PolicyResponse;
}

/** Renders every policy once, at start-up. */
export function createPoliciesService(templates: ReadonlyMap<PolicyId, string>): PoliciesService {
  const policies = new Map<PolicyId, PolicyResponse>();
  for (const [id, template] of templates) {
    policies.set(id, policyFromTemplate(id, template));
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

/** The service over the texts of the release (the contract's policy-texts/<id>.md), read once at start-up. */
export async function loadPoliciesService(): Promise<PoliciesService> {
  return createPoliciesService(await readPolicyTemplates());
}
