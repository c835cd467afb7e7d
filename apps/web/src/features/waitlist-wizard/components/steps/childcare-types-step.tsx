import Typography from '@mui/material/Typography';
import { ChildcareTypesField } from '../../../../components/care-filters/filter-fields';
import { waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.childcareTypes;

/** Step 2: the kinds of care; none ticked means any (the list then exists, empty). */
export function ChildcareTypesStep() {
  const { draft } = useWizard();
  return (
    <StepFrame
      step="childcare-types"
      beforeNext={() => {
        if (draft.ChildcareTypes === undefined) updateDraft({ ChildcareTypes: [] });
        return true;
      }}
    >
      <Typography>{texts.intro}</Typography>
      <ChildcareTypesField
        value={draft.ChildcareTypes}
        onChange={(ids) => {
          updateDraft({ ChildcareTypes: ids });
        }}
      />
    </StepFrame>
  );
}
