import type { OnboardingStep } from '@kinderwait/contract/rules/onboarding-flow';
import { onboardingFlow, resumeOnboardingStep } from '@kinderwait/contract/rules/onboarding-flow';

export interface CurrentStepInput {
  /** The active role's code; undefined while the user holds none. */
  roleCode: string | undefined;
  /** The feature asked for (`?feature=` of /onboarding/steps); none keeps steps without one. */
  feature: string | null;
  /** The steps the server lists as completed. */
  completed: readonly string[];
}

/**
 * The step /onboarding/steps shows (docs/product/onboarding.md#the-step-resolver): the first step
 * of the role's flow not yet completed, or null when onboarding is complete. The voice agent's chat
 * is in the licenced and unlicenced flows but shows only when the voiceAiAgent feature is asked
 * for; otherwise it is skipped.
 */
export function currentOnboardingStep({
  roleCode,
  feature,
  completed,
}: CurrentStepInput): OnboardingStep | null {
  return resumeOnboardingStep(onboardingFlow({ roleCode, feature }), completed);
}
