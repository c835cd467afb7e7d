import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DistanceField,
  ProviderTypesField,
} from '../../../../components/care-filters/filter-fields';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../../waitlist-wizard-messages';
import { updateDraft } from '../../wizard-store';
import { StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

/** Step 1: the kinds of provider (at least one) and how far from home (1 to 50 km, 5 first). */
export function ProviderTypesStep() {
  const { t } = useMessages(waitlistWizardCatalogue);
  const { draft } = useWizard();
  const [showRequired, setShowRequired] = useState(false);
  const missing = (draft.ProviderTypes ?? []).length === 0;

  return (
    <StepFrame
      step="provider-types"
      beforeNext={() => {
        setShowRequired(missing);
        return !missing;
      }}
    >
      <Typography>{t('providerTypesIntro')}</Typography>
      <ProviderTypesField
        value={draft.ProviderTypes}
        onChange={(ids) => {
          setShowRequired(false);
          updateDraft({ ProviderTypes: ids });
        }}
        showRequired={showRequired}
      />
      <DistanceField
        value={draft.Distance}
        onChange={(km) => {
          updateDraft({ Distance: km });
        }}
      />
    </StepFrame>
  );
}
