import Typography from '@mui/material/Typography';
import { FeeBracketsField } from '../../../../components/care-filters/filter-fields';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../../waitlist-wizard-messages';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

/**
 * The fees the family can pay: fee brackets of GET /api/payment-options, by the day and by the
 * hour on two tabs; PaymentOptions holds the chosen brackets' ids (none: any fee).
 */
export function DailyPaymentStep() {
  const { t } = useMessages(waitlistWizardCatalogue);
  const { draft } = useWizard();
  return (
    <StepFrame
      step="daily-payment"
      beforeNext={() => {
        if (draft.PaymentOptions === undefined) updateDraft({ PaymentOptions: [] });
        return true;
      }}
    >
      <Typography>{t('paymentIntro')}</Typography>
      <FeeBracketsField
        value={draft.PaymentOptions}
        onChange={(ids) => {
          updateDraft({ PaymentOptions: ids });
        }}
      />
    </StepFrame>
  );
}
