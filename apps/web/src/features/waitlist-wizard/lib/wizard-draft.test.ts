import { describe, expect, test } from 'vitest';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { earliestStartDate } from '@kinderwait/contract/waitlist';
import {
  draftFromTicket,
  filtersBodyOf,
  isSchoolAge,
  newDraft,
  nextStep,
  resumeStep,
  skippedStep,
  startingDraft,
  visibleSteps,
} from './wizard-draft';

const childId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const otherChildId = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
/** A toddler: not of school age at the ticket's start date. */
const toddler = { id: childId, dateOfBirth: '2025-01-15' };
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
    expect(startingDraft(toddler, other, null).ProviderTypes).toBeUndefined();
    expect(startingDraft(toddler, other, ticket)).toEqual(
      draftFromTicket(ticket, toddler.dateOfBirth),
    );
  });

  test('this child’s draft resumes when there is no ticket', () => {
    const local = { ...newDraft(childId), ProviderTypes: [4], step: 'daily-payment' as const };
    expect(startingDraft(toddler, local, null)).toEqual(local);
  });

  test('with a ticket, the draft wins only when saved after the ticket was', () => {
    const older = {
      ...draftFromTicket(ticket, toddler.dateOfBirth),
      Distance: 30,
      savedAt: '2026-11-09T10:00:00.000Z',
    };
    const newer = { ...older, savedAt: '2026-11-11T10:00:00.000Z' };
    expect(startingDraft(toddler, older, ticket).Distance).toBe(10);
    expect(startingDraft(toddler, newer, ticket).Distance).toBe(30);
    // A draft of another ticket of this child (since replaced) does not win, however new.
    const stale = { ...newer, waitlistTicketId: '9c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f' };
    expect(startingDraft(toddler, stale, ticket).Distance).toBe(10);
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

  test('Next goes to the following step, for a toddler and for a child of school age today', () => {
    const young = visibleSteps(false);
    const school = visibleSteps(true);
    const fresh = newDraft(childId);
    expect(nextStep(fresh, young, 'provider-types')).toBe('childcare-types');
    const twoDone = {
      ...fresh,
      completedSteps: ['provider-types' as const, 'childcare-types' as const],
    };
    expect(nextStep(twoDone, young, 'childcare-types')).toBe('schedule-availability');
    expect(nextStep(twoDone, school, 'childcare-types')).toBe('school-plans');
    // Gone back to a step answered before: the following one, even when it was answered too.
    const threeDone = {
      ...twoDone,
      completedSteps: [...twoDone.completedSteps, 'school-plans' as const],
    };
    expect(nextStep(threeDone, school, 'provider-types')).toBe('childcare-types');
    const ticketDraft = draftFromTicket(ticket, '2018-01-15');
    expect(ticketDraft.completedSteps).toContain('school-plans');
    expect(nextStep(ticketDraft, school, 'school-plans')).toBe('schedule-availability');
    expect(nextStep(ticketDraft, school, 'filters-confirmation')).toBeUndefined();
  });

  test('a child school-age only by the start date is taken back to school plans, then on', () => {
    // Kindergarten today (6), 7 by the start date: school plans now apply, behind the parent.
    const steps = visibleSteps(isSchoolAge('2020-03-01', '2027-09-07'));
    const atSchedule = {
      ...newDraft(childId),
      RequestedStartDate: '2027-09-07',
      completedSteps: ['provider-types' as const, 'childcare-types' as const],
    };
    expect(skippedStep(atSchedule, steps, 'schedule-availability')).toBe('school-plans');
    expect(nextStep(atSchedule, steps, 'schedule-availability')).toBe('school-plans');
    // Answered there, the parent goes on where they were going, not through the schedule again.
    const atPlans = {
      ...atSchedule,
      completedSteps: [...atSchedule.completedSteps, 'schedule-availability' as const],
    };
    expect(skippedStep(atPlans, steps, 'school-plans')).toBeUndefined();
    expect(nextStep(atPlans, steps, 'school-plans')).toBe('daily-payment');
    // The last step cannot be reached past it.
    const paid = {
      ...atPlans,
      completedSteps: [...atPlans.completedSteps, 'daily-payment' as const],
    };
    expect(skippedStep(paid, steps, 'filters-confirmation')).toBe('school-plans');
    expect(nextStep(paid, steps, 'daily-payment')).toBe('school-plans');
  });

  test('a ticket asked school plans only when the child was school-age at its start date', () => {
    // 2030-09-02: a toddler born 2025 is 5; a child born 2020 is 10.
    expect(draftFromTicket(ticket, toddler.dateOfBirth).completedSteps).not.toContain(
      'school-plans',
    );
    expect(draftFromTicket(ticket, '2020-03-01').completedSteps).toContain('school-plans');
    // A later start date that makes the child school-age asks the plans on the next Next.
    const edited = {
      ...draftFromTicket({ ...ticket, RequestedStartDate: '2027-01-04' }, '2020-03-01'),
      RequestedStartDate: '2027-09-07',
    };
    expect(nextStep(edited, visibleSteps(true), 'schedule-availability')).toBe('school-plans');
    // Back from that detour, on to the step after the schedule, not to the last one.
    const detour = { ...edited, resumeAfter: 'schedule-availability' as const };
    expect(nextStep(detour, visibleSteps(true), 'school-plans')).toBe('daily-payment');
    // Gone further back meanwhile, the parent goes through the skipped step again first.
    expect(nextStep(detour, visibleSteps(true), 'childcare-types')).toBe('school-plans');
    // Sent back from the last step, the parent returns to it.
    const fromEnd = { ...edited, resumeAfter: 'filters-confirmation' as const };
    expect(nextStep(fromEnd, visibleSteps(true), 'school-plans')).toBe('filters-confirmation');
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

describe('the filters body', () => {
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

  test('a date before an expected birth is left out (the server then counts from the birth)', () => {
    const earliest = earliestStartDate('2027-02-10', '2026-11-23');
    expect(earliest).toBe('2027-02-10');
    const before = filtersBodyOf({ ...ready, RequestedStartDate: '2027-02-09' }, false, earliest);
    expect(before).not.toHaveProperty('RequestedStartDate');
    const atBirth = filtersBodyOf({ ...ready, RequestedStartDate: '2027-02-10' }, false, earliest);
    expect(atBirth?.RequestedStartDate).toBe('2027-02-10');
  });
});
