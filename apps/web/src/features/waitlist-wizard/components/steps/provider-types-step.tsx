import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { distanceKm } from '@kinderwait/contract/waitlist';
import { useProviderTypes } from '../../../../api/catalogues/get-provider-types';
import { waitlistWizardTexts } from '../../waitlist-wizard-texts';
import { updateDraft } from '../../wizard-store';
import { ChoiceList } from '../choice-list';
import { CatalogueState, StepFrame } from '../step-frame';
import { useWizard } from '../wizard-context';

const texts = waitlistWizardTexts.providerTypes;
const distanceMarks = [1, 5, 10, 25, 50].map((value) => ({ value, label: String(value) }));

/** Step 1: the kinds of provider (at least one) and how far from home (1 to 50 km, 5 first). */
export function ProviderTypesStep() {
  const { draft } = useWizard();
  const providerTypes = useProviderTypes();
  const [showRequired, setShowRequired] = useState(false);
  const distance = draft.Distance ?? distanceKm.default;
  const missing = (draft.ProviderTypes ?? []).length === 0;

  return (
    <StepFrame
      step="provider-types"
      beforeNext={() => {
        setShowRequired(missing);
        return !missing;
      }}
    >
      <Typography>{texts.intro}</Typography>
      {providerTypes.data === undefined ? (
        <CatalogueState
          isError={providerTypes.isError}
          onRetry={() => void providerTypes.refetch()}
        />
      ) : (
        <ChoiceList
          legend={texts.legend}
          choices={providerTypes.data}
          value={draft.ProviderTypes}
          onChange={(ids) => {
            setShowRequired(false);
            updateDraft({ ProviderTypes: ids });
          }}
          error={showRequired && missing}
          helperText={showRequired && missing ? texts.required : undefined}
        />
      )}
      <Box>
        <Typography id="wizard-distance-label" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {texts.distanceLabel}
        </Typography>
        <Typography aria-hidden>{texts.distanceValue(distance)}</Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={distance}
            min={distanceKm.min}
            max={distanceKm.max}
            step={1}
            marks={distanceMarks}
            valueLabelDisplay="auto"
            getAriaValueText={(value) => texts.distanceValue(value)}
            slotProps={{ input: { 'aria-labelledby': 'wizard-distance-label' } }}
            onChange={(_event, value) => {
              if (typeof value === 'number') updateDraft({ Distance: value });
            }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {texts.distanceHint}
        </Typography>
      </Box>
    </StepFrame>
  );
}
