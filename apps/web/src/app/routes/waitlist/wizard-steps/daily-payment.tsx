import { DailyPaymentStep } from '../../../../features/waitlist-wizard/components/steps/daily-payment-step';

/** /waitlist/{childId}/daily-payment: a step of the waitlist wizard. */
function DailyPaymentStepRoute() {
  return <DailyPaymentStep />;
}

export { DailyPaymentStepRoute as Component };
