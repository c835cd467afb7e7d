import { describe, expect, test } from 'vitest';
import { currentOnboardingStep } from './current-step';

describe('the onboarding step resolver', () => {
  test('role selection first, while the user holds no role', () => {
    expect(currentOnboardingStep({ roleCode: undefined, feature: null, completed: [] })).toBe(
      'role-selection',
    );
  });

  test('a parent goes to select-location, then is done', () => {
    const completed = ['role-selection'];
    expect(currentOnboardingStep({ roleCode: 'Parent', feature: null, completed })).toBe(
      'select-location',
    );
    expect(
      currentOnboardingStep({
        roleCode: 'Parent',
        feature: null,
        completed: [...completed, 'select-location'],
      }),
    ).toBeNull();
  });

  test('the voice agent chat is skipped unless the voice feature is asked for', () => {
    const completed = ['role-selection', 'select-location'];
    expect(currentOnboardingStep({ roleCode: 'Licenced', feature: null, completed })).toBeNull();
    expect(
      currentOnboardingStep({ roleCode: 'Licenced', feature: 'voiceAiAgent', completed }),
    ).toBe('onboarding-chat-voice-agent');
  });

  test('a half-finished onboarding resumes at its first open step', () => {
    expect(
      currentOnboardingStep({ roleCode: 'LICENCED', feature: null, completed: ['role-selection'] }),
    ).toBe('select-location');
  });
});
