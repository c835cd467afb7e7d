import Typography from '@mui/material/Typography';
import { FeeBracketsField } from '../../../../components/care-filters/filter-fields';
import { waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.payment;

/**
 * The fees the family can pay: fee brackets of GET /api/payment-options, by the day and by the
 * hour on two tabs; PaymentOptions holds the chosen brackets' ids (none: any fee).
 */
export function DailyPaymentStep() {
  const { draft } = useWizard();
  return (
    <StepFrame
      step="daily-payment"
      beforeNext={() => {
        if (draft.PaymentOptions === undefined) updateDraft({ PaymentOptions: [] });
        return true;
      }}
    >
      <Typography>{texts.intro}</Typography>
      <FeeBracketsField
        value={draft.PaymentOptions}
        onChange={(ids) => {
          updateDraft({ PaymentOptions: ids });
        }}
      />
    </StepFrame>
  );
}
