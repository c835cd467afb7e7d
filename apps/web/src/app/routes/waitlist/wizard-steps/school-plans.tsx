import { SchoolPlansStep } from '../../../../features/waitlist-wizard/components/steps/school-plans-step';

/** /waitlist/{childId}/school-plans: a step of the waitlist wizard. */
function SchoolPlansStepRoute() {
  return <SchoolPlansStep />;
}

export { SchoolPlansStepRoute as Component };
