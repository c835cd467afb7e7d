import { describe, expect, test } from 'vitest';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import {
  draftFromTicket,
  filtersBodyOf,
  isSchoolAge,
  newDraft,
  resumeStep,
  startingDraft,
  visibleSteps,
} from './wizard-draft';

const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const otherChildId = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ticket: WaitlistTicket = {
  id: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  childId,
  Distance: 10,
  ProviderTypes: [1, 2],
  ChildcareTypes: [3],
  SchoolPlans: [],
  PaymentOptions: [7],
  RequestedStartDate: '2030-09-02',
  ScheduleAvailability: [{ day: 'Monday', timeOfDay: 'Morning' }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
};

describe('where the wizard starts', () => {
  test('another child’s draft is never resumed for this one', () => {
    const other = { ...newDraft(otherChildId), ProviderTypes: [4] };
    expect(startingDraft(childId, other, null).ProviderTypes).toBeUndefined();
    expect(startingDraft(childId, other, ticket)).toEqual(draftFromTicket(ticket));
  });

  test('this child’s draft resumes when there is no ticket', () => {
    const local = { ...newDraft(childId), ProviderTypes: [4], step: 'daily-payment' as const };
    expect(startingDraft(childId, local, null)).toEqual(local);
  });

  test('with a ticket, the draft wins only when saved after the ticket was', () => {
    const older = {
      ...draftFromTicket(ticket),
      Distance: 30,
      savedAt: '2026-11-09T10:00:00.000Z',
    };
    const newer = { ...older, savedAt: '2026-11-11T10:00:00.000Z' };
    expect(startingDraft(childId, older, ticket).Distance).toBe(10);
    expect(startingDraft(childId, newer, ticket).Distance).toBe(30);
    // A draft of another ticket of this child (since replaced) does not win, however new.
    const stale = { ...newer, waitlistTicketId: '9c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f' };
    expect(startingDraft(childId, stale, ticket).Distance).toBe(10);
  });
});

describe('the steps a child goes through', () => {
  test('school plans only for a school-age child, at the start date or today', () => {
    expect(visibleSteps(false)).not.toContain('school-plans');
    expect(visibleSteps(true)).toContain('school-plans');
    expect(isSchoolAge('2024-01-15', '2026-11-23')).toBe(false);
    expect(isSchoolAge('2018-01-15', '2026-11-23')).toBe(true);
    // Kindergarten now, school age (7) by the start date.
    expect(isSchoolAge('2020-03-01', '2026-11-23')).toBe(false);
    expect(isSchoolAge('2020-03-01', '2027-09-07')).toBe(true);
  });

  test('the index resumes at the saved step, or the first not done when it does not apply', () => {
    const draft = { ...newDraft(childId), step: 'school-plans' as const };
    expect(resumeStep(draft, visibleSteps(true))).toBe('school-plans');
    expect(
      resumeStep(
        { ...draft, completedSteps: ['provider-types', 'childcare-types'] },
        visibleSteps(false),
      ),
    ).toBe('schedule-availability');
  });
});

describe('the filters body (SPEC 4)', () => {
  const ready = {
    ...newDraft(childId),
    ProviderTypes: [1],
    ChildcareTypes: [],
    SchoolPlans: [2],
    PaymentOptions: [],
  };

  test('exists only once provider types, childcare types, school plans and payment options do', () => {
    for (const list of ['ProviderTypes', 'ChildcareTypes', 'PaymentOptions'] as const) {
      expect(filtersBodyOf({ ...ready, [list]: undefined }, true, '2026-11-23')).toBeUndefined();
    }
    expect(filtersBodyOf({ ...ready, SchoolPlans: undefined }, true, '2026-11-23')).toBeUndefined();
    expect(filtersBodyOf(ready, true, '2026-11-23')).toEqual({
      ProviderTypes: [1],
      ChildcareTypes: [],
      SchoolPlans: [2],
      PaymentOptions: [],
      Distance: 5,
      ScheduleAvailability: [],
    });
  });

  test('a child the school-plans step does not apply to has none, and a past date is left out', () => {
    const body = filtersBodyOf(
      { ...ready, SchoolPlans: undefined, RequestedStartDate: '2026-11-01' },
      false,
      '2026-11-23',
    );
    expect(body?.SchoolPlans).toEqual([]);
    expect(body).not.toHaveProperty('RequestedStartDate');
  });
});
