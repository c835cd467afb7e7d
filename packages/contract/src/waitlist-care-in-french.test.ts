import { describe, expect, it } from 'vitest';
import { MatchesQuery, WaitlistData } from './waitlist.ts';

const data = {
  Distance: 5,
  ProviderTypes: [1],
  ChildcareTypes: [],
  SchoolPlans: [],
  PaymentOptions: [],
  RequestedStartDate: '2027-03-01',
  ScheduleAvailability: [],
};

describe('care in French (French-language and French immersion programs)', () => {
  it('is an optional yes or no of the waitlist data, absent for any language', () => {
    expect(WaitlistData.parse(data)).not.toHaveProperty('CareInFrench');
    expect(WaitlistData.parse({ ...data, CareInFrench: true }).CareInFrench).toBe(true);
    expect(WaitlistData.safeParse({ ...data, CareInFrench: 'yes' }).success).toBe(false);
  });

  it('is a flag of the matches query', () => {
    expect(MatchesQuery.parse({ inFrench: 'true' }).inFrench).toBe(true);
    expect(MatchesQuery.parse({ inFrench: 'false' }).inFrench).toBe(false);
    expect(MatchesQuery.parse({}).inFrench).toBeUndefined();
    expect(MatchesQuery.safeParse({ inFrench: 'oui' }).success).toBe(false);
  });
});
