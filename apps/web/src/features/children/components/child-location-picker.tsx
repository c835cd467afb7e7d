import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import type { Ref } from 'react';
import type { ChildLocation } from '@kinderwait/contract/children';
import { AddressMap, incompleteAddressMessage } from '../../../components/location/address-map';
import { addressSummary } from '../../../components/location/address-summary';
import { useAddressLookup } from '../../../components/location/use-address-lookup';
import type { SavedPlace } from '../../../components/location/use-address-lookup';
import { useInitialLocation } from '../../../components/location/use-initial-location';
import { locationCatalogue } from '../../../components/location/location-messages';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';

export interface ChildLocationPickerProps {
  /** Where the pin starts (the parent's saved place); null: the browser's position or City Hall. */
  start: SavedPlace | null;
  /**
   * The chosen place once its address is complete (docs/product/onboarding.md#address-rule) and the
   * pin placed, else null.
   */
  onChange: (location: ChildLocation | null) => void;
  /** The form's message for this field, if any. */
  error?: string;
  /** The address field, which takes the focus when the form points at this field. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A child's own address, chosen inside the child form with the location selector's parts: the map
 * with its draggable pin (looked up by coordinates) and the typed address fields, which are the
 * keyboard's way and the way when the geocoder cannot name the place. It gives the location's
 * address, latitude and longitude; the address rule decides when the address is complete.
 */
export function ChildLocationPicker({
  start,
  onChange,
  error,
  inputRef,
  disabled = false,
}: ChildLocationPickerProps) {
  const { t } = useMessages(childrenCatalogue);
  const locationMessages = useMessages(locationCatalogue);
  const lookup = useAddressLookup(start);
  const initialLocation = useInitialLocation(start?.position ?? null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const latitude = lookup.position?.lat;
  const longitude = lookup.position?.lng;
  const { address, complete, placed, locationSource } = lookup;
  useEffect(() => {
    onChangeRef.current(
      complete && placed && latitude !== undefined && longitude !== undefined
        ? { address, latitude, longitude, locationSource }
        : null,
    );
  }, [address, complete, placed, locationSource, latitude, longitude]);

  const message = incompleteAddressMessage(lookup, locationMessages) ?? error;

  return (
    <Stack spacing={2}>
      <TextField
        label={t('locationAddressField')}
        value={addressSummary(lookup.details)}
        inputRef={inputRef}
        slotProps={{ input: { readOnly: true } }}
        error={message !== undefined}
        helperText={message ?? t('locationNote')}
        multiline
      />
      <AddressMap
        lookup={lookup}
        initialLocation={initialLocation}
        draggable={!disabled}
        height="min(360px, 50vh)"
        disabled={disabled}
      />
    </Stack>
  );
}
