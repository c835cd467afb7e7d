import { FiltersConfirmationStep } from '../../../../features/waitlist-wizard/components/steps/filters-confirmation-step';

/** /waitlist/{childId}/filters-confirmation: a step of the waitlist wizard. */
function FiltersConfirmationStepRoute() {
  return <FiltersConfirmationStep />;
}

export { FiltersConfirmationStepRoute as Component };
