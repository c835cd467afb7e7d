import type { FeatureStep } from './feature-steps';

export const familySteps: readonly FeatureStep[] = [
  { title: 'familyStepSignInTitle', text: 'familyStepSignInText' },
  { title: 'familyStepChildrenTitle', text: 'familyStepChildrenText' },
  { title: 'familyStepNeedsTitle', text: 'familyStepNeedsText' },
  { title: 'familyStepMatchesTitle', text: 'familyStepMatchesText' },
  { title: 'familyStepJoinTitle', text: 'familyStepJoinText' },
];

export const providerFeatures: readonly FeatureStep[] = [
  { title: 'providerClaimTitle', text: 'providerClaimText' },
  { title: 'providerWaitlistTitle', text: 'providerWaitlistText' },
  { title: 'providerSpotTitle', text: 'providerSpotText' },
  { title: 'providerBroadcastTitle', text: 'providerBroadcastText' },
  { title: 'providerVoiceTitle', text: 'providerVoiceText' },
];
