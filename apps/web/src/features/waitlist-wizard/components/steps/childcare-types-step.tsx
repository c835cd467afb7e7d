import Typography from '@mui/material/Typography';
import { useChildcareTypes } from '../../../../api/catalogues/get-childcare-types';
import { waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { updateDraft } from '../../wizard-store';
import { ChoiceList } from '../choice-list';
import { CatalogueState, StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.childcareTypes;

/** Step 2: the kinds of care; none ticked means any (the list then exists, empty). */
export function ChildcareTypesStep() {
  const { draft } = useWizard();
  const childcareTypes = useChildcareTypes();
  return (
    <StepFrame
      step="childcare-types"
      beforeNext={() => {
        if (draft.ChildcareTypes === undefined) updateDraft({ ChildcareTypes: [] });
        return true;
      }}
    >
      <Typography>{texts.intro}</Typography>
      {childcareTypes.data === undefined ? (
        <CatalogueState
          isError={childcareTypes.isError}
          onRetry={() => void childcareTypes.refetch()}
        />
      ) : (
        <ChoiceList
          legend={texts.legend}
          choices={childcareTypes.data}
          value={draft.ChildcareTypes}
          onChange={(ids) => {
            updateDraft({ ChildcareTypes: ids });
          }}
          helperText={(draft.ChildcareTypes ?? []).length === 0 ? texts.anyChosen : undefined}
        />
      )}
    </StepFrame>
  );
}
