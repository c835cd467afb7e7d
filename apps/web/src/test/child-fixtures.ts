import type { ChildInfo } from '@kinderwait/contract/children';

/**
 * A child as GET /enrollment/getChildInfo answers it, with every care field empty; a test states
 * only what it is about (name, birth date, location...).
 */
export function sampleChild(overrides: Partial<ChildInfo> & Pick<ChildInfo, 'id'>): ChildInfo {
  return {
    firstName: 'Mia',
    lastName: 'Chen',
    dateOfBirth: '2025-03-01',
    expectedBirth: false,
    languages: [],
    allergies: '',
    medicalConditions: '',
    medications: '',
    dietaryNeeds: '',
    specialNeeds: '',
    immunizationsUpToDate: null,
    emergencyContactName: '',
    emergencyContactPhone: null,
    emergencyContactRelationship: '',
    notes: '',
    location: null,
    effectiveLocation: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
