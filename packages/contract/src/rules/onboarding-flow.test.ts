import { describe, expect, test } from 'vitest';
import { features, roleCodes } from '../constants.ts';
import type { OnboardingStep } from './onboarding-flow.ts';
import {
  isOnboardingComplete,
  isStepShown,
  nextOnboardingStep,
  onboardingFlow,
  onboardingFlows,
  resumeOnboardingStep,
} from './onboarding-flow.ts';

const voice = features.voiceAiAgent;

describe('onboardingFlow', () => {
  test('is role selection alone before the user holds a role', () => {
    expect(onboardingFlow()).toEqual(['role-selection']);
    expect(onboardingFlow({ roleCode: null })).toEqual(['role-selection']);
    expect(onboardingFlow({ roleCode: '  ', feature: voice })).toEqual(['role-selection']);
  });

  test('default flow: role selection then select-location', () => {
    for (const roleCode of ['Parent', 'BabySitter', 'SuperAdmin', 'SomethingNew']) {
      expect(onboardingFlow({ roleCode })).toEqual(['role-selection', 'select-location']);
      // The default flow has no feature step, so asking for the voice agent changes nothing.
      expect(onboardingFlow({ roleCode, feature: voice })).toEqual([
        'role-selection',
        'select-location',
      ]);
    }
  });

  test.each(['Licenced', 'Unlicenced'])(
    '%s: the voice-agent chat only when the voice AI agent feature is requested',
    (roleCode) => {
      expect(onboardingFlow({ roleCode })).toEqual(['role-selection', 'select-location']);
      expect(onboardingFlow({ roleCode, feature: voice })).toEqual([
        'role-selection',
        'select-location',
        'onboarding-chat-voice-agent',
      ]);
    },
  );

  test('chooses the flow by the lower-cased role code', () => {
    const expected = ['role-selection', 'select-location', 'onboarding-chat-voice-agent'];
    expect(onboardingFlow({ roleCode: 'LICENCED', feature: voice })).toEqual(expected);
    expect(onboardingFlow({ roleCode: 'unlicenced', feature: voice })).toEqual(expected);
    expect(onboardingFlow({ roleCode: ' Licenced ', feature: voice })).toEqual(expected);
    // The role codes are spelled "Licenced"; the American spelling is another (unknown) role.
    expect(onboardingFlow({ roleCode: 'Licensed', feature: voice })).toEqual([
      'role-selection',
      'select-location',
    ]);
  });

  test('another feature than the step’s keeps only the steps without a feature', () => {
    expect(onboardingFlow({ roleCode: 'Licenced', feature: features.broadcast })).toEqual([
      'role-selection',
      'select-location',
    ]);
  });

  test('every known role has a flow that starts with role selection and selects a location', () => {
    for (const roleCode of roleCodes) {
      const flow = onboardingFlow({ roleCode, feature: voice });
      expect(flow.slice(0, 2)).toEqual(['role-selection', 'select-location']);
    }
  });

  test('the flow tables are the product’s flows by role', () => {
    const names = (key: keyof typeof onboardingFlows) =>
      onboardingFlows[key].map((step) => step.name);
    expect(names('default')).toEqual(['select-location']);
    expect(names('licenced')).toEqual(['select-location', 'onboarding-chat-voice-agent']);
    expect(names('unlicenced')).toEqual(['select-location', 'onboarding-chat-voice-agent']);
  });
});

describe('isStepShown', () => {
  test('a step without a feature always shows; one with a feature only for it', () => {
    expect(isStepShown({ name: 'select-location' })).toBe(true);
    expect(isStepShown({ name: 'select-location' }, voice)).toBe(true);
    const chat = { name: 'onboarding-chat-voice-agent', feature: voice } as const;
    expect(isStepShown(chat)).toBe(false);
    expect(isStepShown(chat, null)).toBe(false);
    expect(isStepShown(chat, features.broadcast)).toBe(false);
    expect(isStepShown(chat, voice)).toBe(true);
  });
});

describe('nextOnboardingStep', () => {
  const flow: OnboardingStep[] = [
    'role-selection',
    'select-location',
    'onboarding-chat-voice-agent',
  ];

  test('from the start: the first step not completed', () => {
    expect(nextOnboardingStep(flow, [])).toBe('role-selection');
    expect(nextOnboardingStep(flow, ['role-selection'])).toBe('select-location');
    expect(nextOnboardingStep(flow, ['role-selection', 'select-location'])).toBe(
      'onboarding-chat-voice-agent',
    );
  });

  test('the first step after the current one that is not completed', () => {
    expect(nextOnboardingStep(flow, [], 'role-selection')).toBe('select-location');
    expect(nextOnboardingStep(flow, ['select-location'], 'role-selection')).toBe(
      'onboarding-chat-voice-agent',
    );
    expect(nextOnboardingStep(flow, [], 'select-location')).toBe('onboarding-chat-voice-agent');
  });

  test('does not go back to an earlier step left open', () => {
    expect(nextOnboardingStep(flow, ['role-selection'], 'onboarding-chat-voice-agent')).toBe(null);
  });

  test('null when every later step is completed', () => {
    expect(nextOnboardingStep(flow, flow)).toBe(null);
    expect(nextOnboardingStep(['role-selection', 'select-location'], [], 'select-location')).toBe(
      null,
    );
  });

  test('a current step outside the flow starts from the beginning', () => {
    const parentFlow: OnboardingStep[] = ['role-selection', 'select-location'];
    expect(nextOnboardingStep(parentFlow, ['role-selection'], 'onboarding-chat-voice-agent')).toBe(
      'select-location',
    );
  });

  test('ignores completed names the flow does not have', () => {
    expect(
      nextOnboardingStep(['role-selection', 'select-location'], ['onboarding-chat-voice-agent']),
    ).toBe('role-selection');
  });
});

describe('isOnboardingComplete and resumeOnboardingStep', () => {
  test('complete when every step of the flow is completed, in any order', () => {
    const flow = onboardingFlow({ roleCode: 'Parent' });
    expect(isOnboardingComplete(flow, [])).toBe(false);
    expect(isOnboardingComplete(flow, ['role-selection'])).toBe(false);
    expect(isOnboardingComplete(flow, ['select-location', 'role-selection'])).toBe(true);
    expect(resumeOnboardingStep(flow, ['role-selection'])).toBe('select-location');
    expect(resumeOnboardingStep(flow, ['select-location', 'role-selection'])).toBe(null);
  });

  test('a provider who finished without the voice agent is complete until it is requested', () => {
    const completed = ['role-selection', 'select-location'];
    expect(isOnboardingComplete(onboardingFlow({ roleCode: 'Licenced' }), completed)).toBe(true);
    const withVoice = onboardingFlow({ roleCode: 'Licenced', feature: voice });
    expect(isOnboardingComplete(withVoice, completed)).toBe(false);
    expect(resumeOnboardingStep(withVoice, completed)).toBe('onboarding-chat-voice-agent');
  });

  test('a user without a role resumes at role selection, even with a location saved', () => {
    const flow = onboardingFlow();
    expect(resumeOnboardingStep(flow, ['select-location'])).toBe('role-selection');
    expect(isOnboardingComplete(flow, ['select-location'])).toBe(false);
  });
});
