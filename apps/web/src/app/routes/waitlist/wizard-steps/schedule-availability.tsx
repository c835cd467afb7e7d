import { ScheduleAvailabilityStep } from '../../../../features/waitlist-wizard/components/steps/schedule-availability-step';

/** /waitlist/{childId}/schedule-availability: a step of the waitlist wizard. */
function ScheduleAvailabilityStepRoute() {
  return <ScheduleAvailabilityStep />;
}

export { ScheduleAvailabilityStepRoute as Component };
