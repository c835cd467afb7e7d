import { ageGroupIds, brand } from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { SpotFacts } from './spot-emails.ts';
import { spotBroadcastEmail, spotBroadcastText } from './spot-emails.ts';

const origin = 'https://kinderwait.example';
const facts: SpotFacts = {
  parentFirstName: 'Maya',
  childFirstName: 'Ada',
  providerName: 'Sunny Days',
  ageGroupId: ageGroupIds.toddler,
  ageGroupName: 'Toddler',
  availableSpaces: 2,
  availableFrom: '2027-03-01',
  onProvidersWaitlist: false,
};

describe('the spot broadcast emails and texts', () => {
  it('keep their English words exactly', () => {
    const email = spotBroadcastEmail(facts, origin)('en');
    expect(email.subject).toBe('Sunny Days has a space for Ada');
    expect(email.text).toContain(
      "Sunny Days has 2 spaces in its Toddler group from Monday, 01 March 2027, and Ada's waitlist ticket matches it.",
    );
    expect(email.text).toContain(
      'You asked to hear of openings near you. One tap sends a request to join its waitlist.',
    );
    expect(email.text).toContain('Send a request: https://kinderwait.example/');
    const one = spotBroadcastEmail(
      { ...facts, availableSpaces: 1, availableFrom: null, onProvidersWaitlist: true },
      origin,
    )('en');
    expect(one.text).toContain(
      "Sunny Days has 1 space in its Toddler group, and Ada's waitlist ticket matches it.",
    );
    expect(one.text).toContain(
      'Ada is already on its waitlist, so you are among the first to hear of it.',
    );
    expect(one.text).toContain('See the invitation: ');
    expect(spotBroadcastText(facts, origin)('en')).toMatch(
      new RegExp(`^${brand.productName}: Sunny Days has Toddler spaces for Ada\\. https://`),
    );
  });

  it('are written in French for a French-speaking parent, with a fr-CA date', () => {
    const email = spotBroadcastEmail(facts, origin)('fr');
    expect(email.subject).toBe('Sunny Days a une place pour Ada');
    expect(email.text).toContain(
      'Sunny Days a 2 places dans son groupe Bambins à partir du lundi 1 mars 2027, et la demande pour Ada y correspond.',
    );
    expect(email.text).toContain('Envoyer une demande : https://kinderwait.example/');
    expect(spotBroadcastText(facts, origin)('fr')).toMatch(
      new RegExp(
        `^${brand.productName} : Sunny Days a des places dans le groupe Bambins pour Ada\\.`,
      ),
    );
    expect(email.text).not.toMatch(/Hello|space|waitlist|Toddler/);
  });
});
