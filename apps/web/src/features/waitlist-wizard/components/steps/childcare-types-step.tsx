import Typography from '@mui/material/Typography';
import {
  CareInFrenchField,
  ChildcareTypesField,
} from '../../../../components/care-filters/filter-fields';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../../waitlist-wizard-messages';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

/**
 * Step 2: the kinds of care, none ticked meaning any (the list then exists, empty), and whether
 * the care must be in French (French-language and French immersion programs).
 */
export function ChildcareTypesStep() {
  const { t } = useMessages(waitlistWizardCatalogue);
  const { draft } = useWizard();
  return (
    <StepFrame
      step="childcare-types"
      beforeNext={() => {
        if (draft.ChildcareTypes === undefined) updateDraft({ ChildcareTypes: [] });
        return true;
      }}
    >
      <Typography>{t('childcareTypesIntro')}</Typography>
      <ChildcareTypesField
        value={draft.ChildcareTypes}
        onChange={(ids) => {
          updateDraft({ ChildcareTypes: ids });
        }}
      />
      <CareInFrenchField
        value={draft.CareInFrench}
        onChange={(inFrench) => {
          updateDraft({ CareInFrench: inFrench });
        }}
      />
    </StepFrame>
  );
}
