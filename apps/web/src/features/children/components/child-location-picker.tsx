import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Ref } from 'react';
import type { ChildLocation } from '@kinderwait/contract/children';
import { AddressFields } from '../../../components/location/address-fields';
import { LazyMapWidget } from '../../../components/location/lazy-map-widget';
import { locationTexts } from '../../../components/location/location-texts';
import { useAddressLookup } from '../../../components/location/use-address-lookup';
import type { SavedPlace } from '../../../components/location/use-address-lookup';
import { useInitialLocation } from '../../../components/location/use-initial-location';
import { childrenTexts } from '../children-texts';

const texts = childrenTexts.location;

export interface ChildLocationPickerProps {
  /** Where the pin starts (the parent's saved place); null: the browser's position or City Hall. */
  start: SavedPlace | null;
  /** The chosen place once its address is complete (SPEC 5) and the pin placed, else null. */
  onChange: (location: ChildLocation | null) => void;
  /** The form's message for this field, if any. */
  error?: string;
  /** The address field, which takes the focus when the form points at this field. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A child's own address, chosen inside the child form with the location selector's parts: the map
 * with its draggable pin (looked up by coordinates, SPEC 4) and the typed address fields, which
 * are the keyboard's way and the way when the geocoder cannot name the place. It gives SPEC 3's
 * address, latitude and longitude; the SPEC 5 rule decides when the address is complete.
 */
export function ChildLocationPicker({
  start,
  onChange,
  error,
  inputRef,
  disabled = false,
}: ChildLocationPickerProps) {
  const lookup = useAddressLookup(start);
  const initialLocation = useInitialLocation(start?.position ?? null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const latitude = lookup.position?.lat;
  const longitude = lookup.position?.lng;
  const { address, complete } = lookup;
  useEffect(() => {
    onChangeRef.current(
      complete && latitude !== undefined && longitude !== undefined
        ? { address, latitude, longitude }
        : null,
    );
  }, [address, complete, latitude, longitude]);

  const incomplete =
    lookup.checked && !lookup.loading && !lookup.complete
      ? locationTexts.addressIncomplete
      : undefined;
  const message = incomplete ?? error;

  return (
    <Stack spacing={2}>
      <TextField
        label={texts.addressField}
        value={lookup.address}
        inputRef={inputRef}
        slotProps={{ input: { readOnly: true } }}
        error={message !== undefined}
        helperText={message ?? texts.note}
        multiline
      />
      <Box sx={{ position: 'relative' }}>
        <LazyMapWidget
          draggable={!lookup.loading && !disabled}
          initialLocation={initialLocation}
          onLocationChange={(point) => {
            void lookup.onLocationChange(point);
          }}
          height="min(360px, 50vh)"
        />
        {lookup.loading ? (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              zIndex: 1000,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.55)',
              color: 'common.white',
              borderRadius: 1,
            }}
          >
            <Typography>{locationTexts.loadingAddress}</Typography>
          </Box>
        ) : null}
      </Box>
      {lookup.geocoderFailed ? (
        <Alert severity="info">{locationTexts.geocoderUnavailable}</Alert>
      ) : null}
      {lookup.typing ? (
        <AddressFields value={lookup.details} onChange={lookup.setPart} disabled={disabled} />
      ) : (
        <Box>
          <Button variant="text" onClick={lookup.startTyping} disabled={disabled}>
            {locationTexts.typeAddress}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
