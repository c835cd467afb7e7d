import { z } from 'zod';
import { storageKeys } from '@kinderwait/contract/constants';
import { ageGroupOfAgeLabel } from '@kinderwait/contract/rules/age-group';
import { ageLabel } from '@kinderwait/contract/rules/age-label';
import { normalizeAvailabilitySlots } from '@kinderwait/contract/rules/availability';
import { distanceKm, WaitlistData } from '@kinderwait/contract/waitlist';
import type { FiltersBody, WaitlistTicket } from '@kinderwait/contract/waitlist';
import { todayIso } from '../../../components/care-filters/start-date';
import { waitlistWizardSteps } from '../../../config/paths';
import type { WaitlistWizardStep } from '../../../config/paths';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/**
 * What the wizard keeps under 'waitlistData' (docs/product/waitlist.md#saved-as-you-go): the
 * waitlist data so far with its field names' casing, where a list that is absent has not been
 * answered yet (an empty list is an answer: "any"), plus whose it is (`childId`,
 * `waitlistTicketId`), where the parent was and which steps are done, and when it was saved (to
 * compare with the ticket on the server).
 */
export const WizardDraft = WaitlistData.partial().extend({
  childId: z.uuid(),
  waitlistTicketId: z.uuid().nullable(),
  step: z.enum(waitlistWizardSteps),
  completedSteps: z.array(z.enum(waitlistWizardSteps)),
  /** Set while the parent answers a step skipped behind them: the step that sent them there. */
  resumeAfter: z.enum(waitlistWizardSteps).optional(),
  savedAt: z.iso.datetime(),
});
export type WizardDraft = z.infer<typeof WizardDraft>;

/** The lists needed before the filters are asked (docs/product/waitlist.md#running-count). */
export const requiredLists = [
  'ProviderTypes',
  'ChildcareTypes',
  'SchoolPlans',
  'PaymentOptions',
] as const;

export { todayIso };

export function newDraft(childId: string, now = new Date()): WizardDraft {
  return {
    childId,
    waitlistTicketId: null,
    Distance: distanceKm.default,
    ScheduleAvailability: [],
    step: 'provider-types',
    completedSteps: [],
    savedAt: now.toISOString(),
  };
}

/**
 * Editing a saved ticket: every answer is there, so every step is done, except school plans for
 * a child that was not of school age at the ticket's start date (the step did not apply, its
 * empty list was never a choice: a later start date that makes the child school-age asks it); it
 * opens at the start.
 */
export function draftFromTicket(ticket: WaitlistTicket, dateOfBirth: string): WizardDraft {
  const schoolPlansAsked = isSchoolAge(dateOfBirth, ticket.RequestedStartDate);
  return {
    childId: ticket.childId,
    waitlistTicketId: ticket.id,
    Distance: ticket.Distance,
    ProviderTypes: ticket.ProviderTypes,
    ChildcareTypes: ticket.ChildcareTypes,
    SchoolPlans: ticket.SchoolPlans,
    PaymentOptions: ticket.PaymentOptions,
    RequestedStartDate: ticket.RequestedStartDate,
    ScheduleAvailability: ticket.ScheduleAvailability,
    ...(ticket.CareInFrench === true ? { CareInFrench: true } : {}),
    step: waitlistWizardSteps[0],
    completedSteps: waitlistWizardSteps.filter(
      (step) => schoolPlansAsked || step !== 'school-plans',
    ),
    savedAt: ticket.updatedAt,
  };
}

/** The stored draft, or undefined when there is none or it is not one (old format, tampered). */
export function readStoredDraft(): WizardDraft | undefined {
  const raw = readStorage(storageKeys.waitlistData);
  if (raw === null) return undefined;
  try {
    const parsed = WizardDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredDraft(draft: WizardDraft): void {
  writeStorage(storageKeys.waitlistData, JSON.stringify(draft));
}

export function clearStoredDraft(): void {
  removeStorage(storageKeys.waitlistData);
}

/**
 * Where the wizard starts for this child: the stored draft only when it is this child's (another
 * child's answers are never resumed); with a ticket on the server, the draft wins only when it is
 * of that ticket (or of none) and saved after the ticket was, else the ticket is the start.
 */
export function startingDraft(
  child: { id: string; dateOfBirth: string },
  stored: WizardDraft | undefined,
  ticket: WaitlistTicket | null,
  now = new Date(),
): WizardDraft {
  const childId = child.id;
  const local = stored?.childId === childId ? stored : undefined;
  if (ticket === null) {
    return local === undefined ? newDraft(childId, now) : { ...local, waitlistTicketId: null };
  }
  const sameTicket = local?.waitlistTicketId === ticket.id || local?.waitlistTicketId === null;
  if (
    local !== undefined &&
    sameTicket &&
    Date.parse(local.savedAt) > Date.parse(ticket.updatedAt)
  ) {
    return { ...local, waitlistTicketId: ticket.id };
  }
  return draftFromTicket(ticket, child.dateOfBirth);
}

/**
 * A child is school-age (the school-plans step applies) when its age label at the requested
 * start date, or today while none is chosen, belongs to the school-age group.
 */
export function isSchoolAge(dateOfBirth: string, requestedStartDate?: string): boolean {
  return ageGroupOfAgeLabel(ageLabel(dateOfBirth, requestedStartDate)) === 'school-age';
}

/** The steps this child goes through, in order. */
export function visibleSteps(schoolAge: boolean): WaitlistWizardStep[] {
  return waitlistWizardSteps.filter((step) => schoolAge || step !== 'school-plans');
}

/**
 * A step the parent has not answered although it applies and comes before `current`: the
 * school-plans step once the start date (asked after it) makes the child school-age.
 */
export function skippedStep(
  draft: WizardDraft,
  steps: readonly WaitlistWizardStep[],
  current: WaitlistWizardStep,
): WaitlistWizardStep | undefined {
  const before = steps.slice(0, Math.max(steps.indexOf(current), 0));
  return before.find((step) => !draft.completedSteps.includes(step));
}

/**
 * Where Next goes from `current`: first to a step skipped behind the parent (so school plans are
 * always answered before the wizard can finish); back from that detour, to the step after the one
 * that sent them there (`resumeAfter`: where they were going, not through what they answered
 * already, also when editing a ticket whose every step is answered); from a step answered for the
 * first time, on to the first step not answered yet; from a step answered before (the parent went
 * back, or edits a ticket), the following step. Undefined at the last step.
 */
export function nextStep(
  draft: WizardDraft,
  steps: readonly WaitlistWizardStep[],
  current: WaitlistWizardStep,
): WaitlistWizardStep | undefined {
  const index = steps.indexOf(current);
  if (index < 0) return undefined;
  const skipped = skippedStep(draft, steps, current);
  if (skipped !== undefined) return skipped;
  const origin = draft.resumeAfter === undefined ? -1 : steps.indexOf(draft.resumeAfter);
  const answeredUpToOrigin = steps
    .slice(index + 1, origin + 1)
    .every((step) => draft.completedSteps.includes(step));
  if (origin > index && answeredUpToOrigin) return steps[origin + 1] ?? steps[origin];
  const after = steps.slice(index + 1);
  if (draft.completedSteps.includes(current)) return after[0];
  return after.find((step) => !draft.completedSteps.includes(step)) ?? after.at(-1);
}

/** Where the index route resumes: the saved step if it applies, else the first not done. */
export function resumeStep(
  draft: WizardDraft,
  steps: readonly WaitlistWizardStep[],
): WaitlistWizardStep {
  if (steps.includes(draft.step)) return draft.step;
  return (
    steps.find((step) => !draft.completedSteps.includes(step)) ??
    steps[steps.length - 1] ??
    draft.step
  );
}

/**
 * A start date the server takes: a date, on `earliest` or later (today, or a child's expected
 * birth: earliestStartDate).
 */
export function usableStartDate(
  value: string | undefined,
  earliest = todayIso(),
): string | undefined {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= earliest
    ? value
    : undefined;
}

/** SchoolPlans as the server should see them: none for a child the step does not apply to. */
function schoolPlansOf(draft: WizardDraft, schoolAge: boolean): number[] | undefined {
  return schoolAge ? draft.SchoolPlans : [];
}

/**
 * The body of POST /api/providers/waitlist/filters, or undefined until the four lists exist
 * (docs/product/waitlist.md#running-count). Distance and the start date go only when usable, the
 * date on `earliest` or later (the server then uses 5 km and today, or the expected birth).
 */
export function filtersBodyOf(
  draft: WizardDraft,
  schoolAge: boolean,
  earliest = todayIso(),
): FiltersBody | undefined {
  const schoolPlans = schoolPlansOf(draft, schoolAge);
  const { ProviderTypes, ChildcareTypes, PaymentOptions } = draft;
  if (
    ProviderTypes === undefined ||
    ChildcareTypes === undefined ||
    schoolPlans === undefined ||
    PaymentOptions === undefined
  ) {
    return undefined;
  }
  const startDate = usableStartDate(draft.RequestedStartDate, earliest);
  return {
    ProviderTypes,
    ChildcareTypes,
    SchoolPlans: schoolPlans,
    PaymentOptions,
    ...(draft.Distance === undefined ? {} : { Distance: draft.Distance }),
    ...(startDate === undefined ? {} : { RequestedStartDate: startDate }),
    ScheduleAvailability: normalizeAvailabilitySlots(draft.ScheduleAvailability ?? []),
    ...(draft.CareInFrench === true ? { CareInFrench: true } : {}),
  };
}

/** The waitlist data to save, checked by the contract (its messages say what is missing). */
export function waitlistDataOf(draft: WizardDraft, schoolAge: boolean) {
  return WaitlistData.safeParse({
    Distance: draft.Distance ?? distanceKm.default,
    ProviderTypes: draft.ProviderTypes ?? [],
    ChildcareTypes: draft.ChildcareTypes ?? [],
    SchoolPlans: schoolPlansOf(draft, schoolAge) ?? [],
    PaymentOptions: draft.PaymentOptions ?? [],
    RequestedStartDate: draft.RequestedStartDate,
    ScheduleAvailability: normalizeAvailabilitySlots(draft.ScheduleAvailability ?? []),
    // Absent is false: a PUT without it turns the filter off.
    ...(draft.CareInFrench === true ? { CareInFrench: true } : {}),
  });
}
