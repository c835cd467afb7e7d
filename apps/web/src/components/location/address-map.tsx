import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AddressFields } from './address-fields';
import { LazyMapWidget } from './lazy-maps';
import { useMessages } from '../../lib/i18n/use-messages';
import { locationCatalogue } from './location-messages';
import type { LocationMessages } from './location-messages';
import type { useAddressLookup } from './use-address-lookup';
import type { LatLng } from './reverse-geocode';

export type AddressLookup = ReturnType<typeof useAddressLookup>;

/**
 * The address rule's words (docs/product/onboarding.md#address-rule) once a looked-up or typed
 * address is known to be incomplete, else undefined: nothing is said before the user has typed.
 */
export function incompleteAddressMessage(
  lookup: AddressLookup,
  { t }: LocationMessages,
): string | undefined {
  return lookup.checked && !lookup.loading && !lookup.complete ? t('addressIncomplete') : undefined;
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

/** What placing the typed address came to, said where the map is. */
function PlacementNotice({ lookup }: { lookup: AddressLookup }) {
  const { t } = useMessages(locationCatalogue);
  const { placement } = lookup;
  if (placement.state === 'waiting') {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('locating')}
      </Typography>
    );
  }
  if (placement.state === 'unplaced') {
    return (
      <Alert severity="warning" role="alert">
        {t('notPlaced')}
      </Alert>
    );
  }
  if (placement.state !== 'placed') return null;
  return placement.source === 'postal-code-centroid' && placement.postalArea !== null ? (
    <Alert severity="info" role="status">
      {t('approximate', { postalArea: placement.postalArea })}
    </Alert>
  ) : (
    <Typography role="status" variant="body2" color="text.secondary">
      {t('placed')}
    </Typography>
  );
}

/**
 * The map part of choosing a place (docs/product/onboarding.md#location-selector), shared by the
 * location selector and the child form: the pin, whose moves look the address up (the map dimmed
 * meanwhile); the typed address fields, whose address is placed on the map and moves the pin
 * (docs/product/onboarding.md#typing-an-address); and what the geocoder could or could not do. On a
 * phone the typed fields come first, above the map, where the keyboard is.
 */
export function AddressMap({
  lookup,
  initialLocation,
  draggable,
  height,
  disabled,
}: AddressMapProps) {
  const { t } = useMessages(locationCatalogue);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const map = (
    <Box key="map" sx={{ position: 'relative' }}>
      <LazyMapWidget
        draggable={draggable && !lookup.loading}
        initialLocation={initialLocation}
        pinTarget={lookup.pinTarget}
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
          <Typography>{t('loadingAddress')}</Typography>
        </Box>
      ) : null}
    </Box>
  );
  const typed = (
    <Box key="typed" sx={{ display: 'grid', gap: 2 }}>
      {lookup.geocoderFailed ? <Alert severity="info">{t('geocoderUnavailable')}</Alert> : null}
      {lookup.typing ? (
        <AddressFields
          value={lookup.details}
          onChange={lookup.setPart}
          onChoose={lookup.chooseSuggestion}
          disabled={disabled}
        />
      ) : (
        <Box>
          <Button variant="text" onClick={lookup.startTyping} disabled={disabled}>
            {t('typeAddress')}
          </Button>
        </Box>
      )}
      <PlacementNotice lookup={lookup} />
    </Box>
  );
  return <>{phone ? [typed, map] : [map, typed]}</>;
}
