import { features, onboardingStepNames } from '../constants.ts';

/**
 * The onboarding flows (docs/product/onboarding.md#flows-by-role), written once for the web's step
 * resolver and the server:
 * - the flow is chosen by the lower-cased role code: `licenced` and `unlicenced` go through
 *   select-location then onboarding-chat-voice-agent, every other role through select-location;
 * - a step tied to a feature shows only when that feature is requested, otherwise the flow keeps
 *   only the steps without a feature;
 * - role selection is a step too, the first of every flow: until the user holds a role
 *   there is no role code, and the flow is role selection alone;
 * - the next step is the first step after the current one that the server does not list as
 *   completed; onboarding is complete when every step of the role's flow is completed.
 */

export type OnboardingFeature = (typeof features)[keyof typeof features];
export type OnboardingStep = (typeof onboardingStepNames)[keyof typeof onboardingStepNames];

export interface OnboardingStepDefinition {
  readonly name: OnboardingStep;
  /** The feature the step belongs to; a step without one is in every flow that lists it. */
  readonly feature?: OnboardingFeature;
}

const roleSelection: OnboardingStepDefinition = { name: onboardingStepNames.roleSelection };
const selectLocation: OnboardingStepDefinition = { name: onboardingStepNames.selectLocation };
const voiceAgentChat: OnboardingStepDefinition = {
  name: onboardingStepNames.onboardingChatVoiceAgent,
  feature: features.voiceAiAgent,
};

/** The flows after role selection, by lower-cased role code; `default` for any other role. */
export const onboardingFlows = {
  default: [selectLocation],
  licenced: [selectLocation, voiceAgentChat],
  unlicenced: [selectLocation, voiceAgentChat],
} as const satisfies Record<string, readonly OnboardingStepDefinition[]>;

type FlowKey = keyof typeof onboardingFlows;

function flowKey(roleCode: string): FlowKey {
  const lowered = roleCode.toLowerCase();
  return lowered === 'licenced' || lowered === 'unlicenced' ? lowered : 'default';
}

export interface OnboardingFlowOptions {
  /** The current role's code (any case); null or undefined before the user holds a role. */
  readonly roleCode?: string | null;
  /** The feature the user asked for (e.g. from the URL); none keeps only steps without a feature. */
  readonly feature?: string | null;
}

/** Whether a step shows for the requested feature (docs/product/onboarding.md#flows-by-role). */
export function isStepShown(step: OnboardingStepDefinition, feature?: string | null): boolean {
  return step.feature === undefined || step.feature === feature;
}

/**
 * The steps the user goes through, in order: role selection, then the role's flow filtered by
 * the requested feature. Without a role code it is role selection alone (what comes after
 * depends on the role chosen).
 */
export function onboardingFlow({
  roleCode,
  feature,
}: OnboardingFlowOptions = {}): OnboardingStep[] {
  if (roleCode === undefined || roleCode === null || roleCode.trim() === '') {
    return [roleSelection.name];
  }
  const steps = onboardingFlows[flowKey(roleCode.trim())].filter((step) =>
    isStepShown(step, feature),
  );
  return [roleSelection.name, ...steps.map((step) => step.name)];
}

/**
 * The next step to show: the first step of `flow` after `current` that `completed` does not
 * list; from the start when `current` is absent or not in the flow. Null when none is left
 * after it (steps before `current` are not revisited).
 */
export function nextOnboardingStep(
  flow: readonly OnboardingStep[],
  completed: readonly string[],
  current?: OnboardingStep | null,
): OnboardingStep | null {
  const done = new Set(completed);
  const currentIndex = current === undefined || current === null ? -1 : flow.indexOf(current);
  return flow.slice(currentIndex + 1).find((step) => !done.has(step)) ?? null;
}

/** True when every step of the flow is completed. */
export function isOnboardingComplete(
  flow: readonly OnboardingStep[],
  completed: readonly string[],
): boolean {
  const done = new Set(completed);
  return flow.every((step) => done.has(step));
}

/**
 * Where a user resumes: the first step of their flow not yet completed (after a reload or on
 * another device), or null when onboarding is complete.
 */
export function resumeOnboardingStep(
  flow: readonly OnboardingStep[],
  completed: readonly string[],
): OnboardingStep | null {
  return nextOnboardingStep(flow, completed);
}
