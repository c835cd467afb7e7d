import { ProviderTypesStep } from '../../../../features/waitlist-wizard/components/steps/provider-types-step';

/** /waitlist/{childId}/provider-types: a step of the waitlist wizard. */
function ProviderTypesStepRoute() {
  return <ProviderTypesStep />;
}

export { ProviderTypesStepRoute as Component };
