import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AddressFields } from './address-fields';
import { LazyMapWidget } from './lazy-maps';
import { locationTexts } from './location-texts';
import type { useAddressLookup } from './use-address-lookup';
import type { LatLng } from './reverse-geocode';

export type AddressLookup = ReturnType<typeof useAddressLookup>;

/**
 * The address rule's words (docs/product/onboarding.md#address-rule) once a looked-up or typed
 * address is known to be incomplete, else undefined.
 */
export function incompleteAddressMessage(lookup: AddressLookup): string | undefined {
  return lookup.checked && !lookup.loading && !lookup.complete
    ? locationTexts.addressIncomplete
    : undefined;
}

export interface AddressMapProps {
  lookup: AddressLookup;
  /** Where the pin starts (useInitialLocation); undefined while that is being found. */
  initialLocation: LatLng | undefined;
  /** Whether the pin moves now (it never does while the address loads). */
  draggable: boolean;
  height: string;
  disabled: boolean;
}

/**
 * The map part of choosing a place (docs/product/onboarding.md#location-selector), shared by the
 * location selector and the child form: the pin, whose moves look the address up (the map dimmed
 * meanwhile); a notice when the geocoder cannot help; and the typed address fields, the keyboard's
 * way, which become the only way when the geocoder cannot name the place.
 */
export function AddressMap({
  lookup,
  initialLocation,
  draggable,
  height,
  disabled,
}: AddressMapProps) {
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        <LazyMapWidget
          draggable={draggable && !lookup.loading}
          initialLocation={initialLocation}
          onLocationChange={(point) => {
            void lookup.onLocationChange(point);
          }}
          height={height}
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
    </>
  );
}
