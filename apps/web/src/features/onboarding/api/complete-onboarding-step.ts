import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { OnboardingPatchBody, OnboardingStepName } from '@kinderwait/contract/onboarding';
import {
  jsonPatchContentType,
  Onboarding,
  onboardingApiPaths,
  onboardingPatchPath,
} from '@kinderwait/contract/onboarding';
import { apiPatch } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { onboardingKeys } from './onboarding-keys';

export interface CompleteOnboardingStepInput {
  onboardingId: string;
  step: OnboardingStepName;
}

/**
 * PATCH /api/onboarding/{onboardingId} with a JSON-patch
 * (docs/product/onboarding.md#the-onboarding-record): one `add` of the step at the end of `steps`.
 * Adding a step already recorded changes nothing.
 */
export function completeOnboardingStep({
  onboardingId,
  step,
}: CompleteOnboardingStepInput): Promise<Onboarding> {
  const body: OnboardingPatchBody = [{ op: 'add', path: onboardingPatchPath, value: step }];
  return apiPatch(buildUrl(onboardingApiPaths.onboardingById, { onboardingId }), body, Onboarding, {
    headers: { 'Content-Type': jsonPatchContentType },
    handleErrors: false,
  });
}

export interface UseCompleteOnboardingStepOptions {
  mutationConfig?: MutationConfig<Onboarding, CompleteOnboardingStepInput>;
}

/** Recording a step: the answer replaces the cached onboarding, so the resolver moves on. */
export function useCompleteOnboardingStep({
  mutationConfig,
}: UseCompleteOnboardingStepOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      queryClient.setQueryData(onboardingKeys.progress(), args[0]);
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: completeOnboardingStep,
  });
}
