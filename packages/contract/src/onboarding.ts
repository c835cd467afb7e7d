import { z } from 'zod';
import { onboardingStepNames } from './constants.ts';

/**
 * Onboarding (docs/product/onboarding.md#the-onboarding-record): one record per user listing the
 * steps they completed. The flows themselves (which steps a role goes through, in which order) are
 * the pure rules of rules/onboarding-flow.ts.
 */
export const onboardingApiPaths = {
  onboarding: '/api/onboarding',
  onboardingById: '/api/onboarding/{onboardingId}',
} as const;

export const onboardingSteps = [
  onboardingStepNames.roleSelection,
  onboardingStepNames.selectLocation,
  onboardingStepNames.onboardingChatVoiceAgent,
] as const;
export const OnboardingStepName = z.enum(onboardingSteps, {
  error: `The step must be one of ${onboardingSteps.join(', ')}`,
});
export type OnboardingStepName = z.infer<typeof OnboardingStepName>;

/**
 * GET /api/onboarding and the answer of the PATCH. `steps` are the completed steps, in the order
 * they were completed; `role-selection` is listed whenever the user holds a role (it is derived,
 * not recorded).
 */
export const Onboarding = z.object({
  id: z.uuid(),
  steps: z.array(OnboardingStepName),
});
export type Onboarding = z.infer<typeof Onboarding>;

export const OnboardingParams = z.object({
  onboardingId: z.uuid().transform((id) => id.toLowerCase()),
});
export type OnboardingParams = z.infer<typeof OnboardingParams>;

export const onboardingPatchPath = '/steps/-';
/** At most one operation per step name: a patch never needs more. */
export const onboardingPatchMaxOperations = onboardingSteps.length;

/** One JSON-patch operation (RFC 6902): only adding a step at the end of `steps`. */
export const OnboardingPatchOperation = z.object({
  op: z.literal('add', { error: "Only the 'add' operation is supported" }),
  path: z.literal(onboardingPatchPath, {
    error: `Only the path '${onboardingPatchPath}' is supported`,
  }),
  value: OnboardingStepName,
});
export type OnboardingPatchOperation = z.infer<typeof OnboardingPatchOperation>;

/** PATCH /api/onboarding/{onboardingId} body: `[{ op: 'add', path: '/steps/-', value }]`. */
export const OnboardingPatchBody = z
  .array(OnboardingPatchOperation)
  .min(1)
  .max(onboardingPatchMaxOperations);
export type OnboardingPatchBody = z.infer<typeof OnboardingPatchBody>;

export const onboardingErrorCodes = {
  /** 404 for an onboarding id that does not exist or is another user's. */
  onboardingNotFound: 'onboarding_not_found',
  /** 409: role selection is complete only once the user holds a role. */
  roleNotSelected: 'role_not_selected',
} as const;

export const onboardingMessages = {
  onboardingNotFound: 'Onboarding not found',
  roleNotSelected: 'Choose a role first: role selection is complete once you hold a role',
} as const;

/** JSON-patch bodies are sent with this content type (RFC 6902); plain JSON is accepted too. */
export const jsonPatchContentType = 'application/json-patch+json';
