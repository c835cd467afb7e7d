import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { Ref } from 'react';
import type { ChildLocation, ChildLocationInput } from '@kinderwait/contract/children';
import type { UserLocation } from '@kinderwait/contract/user-locations';
import type { SavedPlace } from '../../../components/location/use-address-lookup';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import type { LocationChoice } from '../lib/child-form-schema';
import { ChildLocationPicker } from './child-location-picker';

export interface ChildLocationFieldProps {
  choice: LocationChoice;
  onChoiceChange: (choice: LocationChoice) => void;
  /** The child's own location in the form (the saved one when editing), or null. */
  location: ChildLocationInput | null;
  onLocationChange: (location: ChildLocation | null) => void;
  /** The child's own location as saved, when editing a child that has one. */
  savedLocation: ChildLocation | null;
  /** The parent's saved location (GET /account/getUserLocation); undefined while it loads or failed. */
  parentLocation: UserLocation | undefined;
  parentLocationLoading: boolean;
  error?: string;
  choiceRef?: Ref<HTMLInputElement>;
  locationRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

function placeOf(location: UserLocation | undefined): SavedPlace | null {
  if (location === undefined || location.latitude === null || location.longitude === null) {
    return null;
  }
  return {
    position: { lat: location.latitude, lng: location.longitude },
    details: location.locationDetails,
    locationSource: location.locationSource,
  };
}

/**
 * Where a child's care is searched from: by default the parent's saved address (named, so the
 * parent knows which), or an address of the child's own chosen on the map or typed.
 */
export function ChildLocationField({
  choice,
  onChoiceChange,
  location,
  onLocationChange,
  savedLocation,
  parentLocation,
  parentLocationLoading,
  error,
  choiceRef,
  locationRef,
  disabled = false,
}: ChildLocationFieldProps) {
  const { t } = useMessages(childrenCatalogue);
  const labelId = useId();
  const helpId = useId();
  const [changing, setChanging] = useState(savedLocation === null);
  const start = useMemo(() => placeOf(parentLocation), [parentLocation]);
  const parentAddress = parentLocation?.address ?? null;

  let sameAsMine: string = t('locationSameAsMine');
  if (parentAddress !== null)
    sameAsMine = t('locationSameAsMineAddress', { address: parentAddress });
  let parentHelp: string | undefined;
  if (parentLocationLoading) parentHelp = t('locationParentLoading');
  else if (parentLocation !== undefined && parentAddress === null)
    parentHelp = t('locationNoParentAddress');

  const showsSaved = choice === 'child' && !changing && location !== null;

  return (
    <Stack spacing={2}>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={labelId}>
          {t('locationQuestion')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={parentHelp === undefined ? undefined : helpId}
          name="locationChoice"
          value={choice}
          onChange={(event) => {
            onChoiceChange(event.target.value === 'child' ? 'child' : 'parent');
          }}
        >
          <FormControlLabel
            value="parent"
            control={<Radio slotProps={{ input: { ref: choiceRef } }} />}
            label={sameAsMine}
          />
          <FormControlLabel
            value="child"
            control={<Radio />}
            label={
              <span>
                {t('locationDifferent')}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {t('locationDifferentHelp')}
                </Typography>
              </span>
            }
          />
        </RadioGroup>
        {parentHelp === undefined ? null : (
          <FormHelperText id={helpId}>{parentHelp}</FormHelperText>
        )}
      </FormControl>
      {choice === 'child' && showsSaved ? (
        <Box>
          <Typography variant="subtitle2" component="p">
            {t('locationCurrent')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{location.address}</Typography>
          <Button
            variant="outlined"
            disabled={disabled}
            onClick={() => {
              setChanging(true);
              onLocationChange(null);
            }}
          >
            {t('locationChange')}
          </Button>
        </Box>
      ) : null}
      {choice === 'child' && !showsSaved && parentLocationLoading ? (
        <Typography role="status">{t('locationParentLoading')}</Typography>
      ) : null}
      {choice === 'child' && !showsSaved && !parentLocationLoading ? (
        <ChildLocationPicker
          start={start}
          onChange={onLocationChange}
          error={error}
          inputRef={locationRef}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
