import type { ChildcareProviderProfile, ProviderAgeGroup } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import { noProfile } from '../childcare-providers/provider-profile-view.ts';
import {
  broadcastWelcomeMessage,
  onboardingAssistantOf,
  voiceWelcomeMessage,
} from './onboarding-chat-configuration.ts';

const profile = (
  user: ChildcareProviderProfile['user'],
  ageGroups: ProviderAgeGroup[],
): ChildcareProviderProfile => ({
  ...noProfile,
  id: user === null ? null : '0b6f5a8e-6f57-4a8e-9a57-0a8e6f574a8e',
  user,
  ageGroups,
});

const group = (overrides: Partial<ProviderAgeGroup>): ProviderAgeGroup => ({
  id: 1,
  name: 'Infant',
  licensedSpaces: null,
  availableSpaces: null,
  availableStartDate: null,
  hoursOfBusiness: [],
  ...overrides,
});

const today = { year: 2026, month: 11, day: 23 };

describe('the broadcast welcome message', () => {
  it('says the profile is not set up, lists what to complete and offers help', () => {
    const text = broadcastWelcomeMessage(profile(null, []), 'Ada', today);
    expect(text).toBe(
      'Hi Ada! I am an automated assistant. Your broadcast profile is not set up yet. To show parents your childcare, complete:\n\n- your provider profile\n- age groups\n- services\n- business hours\n\nI can help you set it up now: answer my questions and I will fill it in for you.',
    );
    expect(broadcastWelcomeMessage(profile(null, []), null, today)).toMatch(/^Hi there! /);
  });

  it('says no age groups are configured yet', () => {
    expect(broadcastWelcomeMessage(profile({ firstName: 'Ada' }, []), null, today)).toContain(
      'No age groups configured yet. Add age groups to show parents which children you can care for.',
    );
  });

  it('defaults to 0 spaces, N/A, "Age Group {id}" and "there"', () => {
    const text = broadcastWelcomeMessage(
      profile({ firstName: ' ' }, [
        group({ id: 4, name: '', availableSpaces: null, availableStartDate: null }),
        group({ id: 1, availableSpaces: 1, availableStartDate: '2026-12-07' }),
        group({ id: 2, name: 'Toddler', availableSpaces: 3, availableStartDate: '2027-01-04' }),
      ]),
      'Ignored',
      today,
    );
    expect(text).toMatch(/^Hi there! /);
    expect(text).toContain('- Age Group 4: 0 available spaces, starting N/A');
    expect(text).toContain('- Infant: 1 available space, starting Monday, 07 December');
    expect(text).toContain('- Toddler: 3 available spaces, starting Monday, 04 January 2027');
  });
});

describe('the welcome messages in a French chat', () => {
  const englishWords =
    /\b(?:Hi|there|automated|available|starting|spaces?|profile|Infant|Toddler|Age Group|N\/A)\b/;

  it('words the broadcast profile in French, age groups by their French names', () => {
    const text = broadcastWelcomeMessage(
      profile({ firstName: 'Ada' }, [
        group({ id: 4, name: '', availableSpaces: null, availableStartDate: null }),
        group({ id: 1, availableSpaces: 1, availableStartDate: '2026-12-07' }),
        group({ id: 2, name: 'Toddler', availableSpaces: 3, availableStartDate: '2027-01-04' }),
      ]),
      null,
      today,
      'fr',
    );
    expect(text).toMatch(/^Bonjour Ada ! Je suis un assistant automatisé\./);
    expect(text).toContain('- Groupe d’âge 4 : 0 place libre, s.o.');
    expect(text).toContain('- Poupons : 1 place libre, à partir du lundi 7 décembre 2026');
    expect(text).toContain('- Bambins : 3 places libres, à partir du lundi 4 janvier 2027');
    expect(text).not.toMatch(englishWords);
  });

  it('words the set-up offer, the missing age groups and the voice chat in French', () => {
    const texts = [
      broadcastWelcomeMessage(profile(null, []), null, today, 'fr'),
      broadcastWelcomeMessage(profile({ firstName: 'Ada' }, []), null, today, 'fr'),
      voiceWelcomeMessage('', 'fr'),
    ];
    expect(texts[0]).toMatch(/^Bonjour ! /);
    expect(texts[1]).toContain('Aucun groupe d’âge n’est encore configuré.');
    expect(texts[2]).toContain('agent vocal');
    for (const text of texts) expect(text).not.toMatch(englishWords);
    expect(voiceWelcomeMessage('', 'en')).toMatch(/^Hi there! I am an automated assistant\./);
  });
});

describe('onboardingAssistantOf', () => {
  it('has the four assistants for licenced and unlicenced providers only', () => {
    expect(onboardingAssistantOf('Licenced', 'broadcast')).toBe(
      'broadcast-onboarding-licenced-childcare-provider',
    );
    expect(onboardingAssistantOf('Unlicenced', 'voiceAiAgent')).toBe(
      'voice-ai-onboarding-unlicenced-childcare-provider',
    );
    expect(() => onboardingAssistantOf('SuperAdmin', 'broadcast')).toThrow(
      'Onboarding chat configuration not found for role: SuperAdmin and feature: broadcast',
    );
  });
});
