import type { ChildcareProviderProfile } from '@kinderwait/contract/childcare-providers';

/** A provider's profile as GET /api/childcare-providers answers it: Sunny Days, one age group. */
export const sampleProviderProfile: ChildcareProviderProfile = {
  id: '2c1f6a4e-8b7d-4e3f-9a2b-1c0d9e8f7a6b',
  user: { firstName: 'Ada' },
  providerTypeId: 1,
  name: 'Sunny Days',
  description: null,
  languages: ['en'],
  childcareTypeIds: [],
  currency: 'CAD',
  dailyFeeCents: 6500,
  hourlyFeeCents: null,
  contactPhone: null,
  contactEmail: null,
  website: null,
  licence: null,
  ageGroups: [
    {
      id: 2,
      name: 'Toddler',
      licensedSpaces: null,
      availableSpaces: 3,
      availableStartDate: null,
      hoursOfBusiness: [],
    },
  ],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
