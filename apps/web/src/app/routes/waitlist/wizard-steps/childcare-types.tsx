import { ChildcareTypesStep } from '../../../../features/waitlist-wizard/components/steps/childcare-types-step';

/** /waitlist/{childId}/childcare-types: a step of the waitlist wizard. */
function ChildcareTypesStepRoute() {
  return <ChildcareTypesStep />;
}

export { ChildcareTypesStepRoute as Component };
