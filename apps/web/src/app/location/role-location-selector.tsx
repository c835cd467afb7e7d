import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Suspense, useMemo } from 'react';
import type { LocationBody, SavedLocation } from '@kinderwait/contract/addresses';
import type { Role } from '@kinderwait/contract/roles';
import { errorMessageFor } from '../../api/error-words';
import type { ErrorWords } from '../../api/error-words';
import { LocationSelector } from '../../components/location/location-selector';
import { locationCatalogue } from '../../components/location/location-messages';
import { locationSelectorTitle } from '../../components/location/location-words';
import type { SavedPlace } from '../../components/location/use-address-lookup';
import { useEditChildcareProvider } from '../../features/childcare-provider/api/edit-childcare-provider';
import { useChildcareLocation } from '../../features/childcare-provider/api/get-childcare-location';
import { useUserLocation } from '../../api/user-location/get-user-location';
import { useSaveUserLocation } from '../../features/user-location/api/save-user-location';
import {
  useLocationRetryWords,
  useUserLocationErrorWords,
} from '../../features/user-location/user-location-error-words';
import { useMessages } from '../../lib/i18n/use-messages';
import { createsChildren, offersCare } from '../../features/user-context/lib/role-kind';

export interface RoleLocationSelectorProps {
  /**
   * The active role's details: they choose which location is saved
   * (docs/product/onboarding.md#location-by-role).
   */
  role: Role | null;
  submitText: string;
  header?: ReactNode;
  onSaved: () => void;
}

function savedPlaceOf(saved: SavedLocation): SavedPlace | null {
  if (saved.latitude === null || saved.longitude === null) return null;
  return {
    position: { lat: saved.latitude, lng: saved.longitude },
    details: saved.locationDetails,
    locationSource: saved.locationSource,
  };
}

/**
 * The location selector for the active role (docs/product/onboarding.md#location-by-role): a
 * provider offering care sets the childcare location (PATCH /api/childcare-providers, paths
 * [ChildcareLocation]); anyone else their own location (POST /api/user-locations, moving the
 * children when the role holds child.create).
 */
export function RoleLocationSelector(props: RoleLocationSelectorProps) {
  // The words' chunks load on first use; the routes showing it load them in their loaders.
  return (
    <Suspense fallback={null}>
      <RoleLocationSelectorContent {...props} />
    </Suspense>
  );
}

function RoleLocationSelectorContent({
  role,
  submitText,
  header,
  onSaved,
}: RoleLocationSelectorProps) {
  const locationMessages = useMessages(locationCatalogue);
  const { t } = locationMessages;
  const userLocationErrorWords = useUserLocationErrorWords();
  // A provider's calls meet only the rate limit, worded as for a seeker.
  const childcareProviderErrorWords: ErrorWords = {
    rate_limited: userLocationErrorWords.rate_limited,
  };
  const retry = useLocationRetryWords();
  const provider = offersCare(role);
  const childcareLocation = useChildcareLocation({ enabled: provider });
  const userLocation = useUserLocation({ enabled: !provider });
  const editProvider = useEditChildcareProvider({ mutationConfig: { onSuccess: onSaved } });
  const saveUserLocation = useSaveUserLocation({ mutationConfig: { onSuccess: onSaved } });
  const query = provider ? childcareLocation : userLocation;
  const mutation = provider ? editProvider : saveUserLocation;
  const saved = useMemo(
    () => (query.data === undefined ? undefined : savedPlaceOf(query.data)),
    [query.data],
  );

  if (saved === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 8 }}>
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {retry}
              </Button>
            }
          >
            {errorMessageFor(
              query.error,
              provider ? childcareProviderErrorWords : userLocationErrorWords,
            )}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('mapLoading')} />
        )}
      </Box>
    );
  }

  const submit = (location: LocationBody) => {
    if (provider) {
      editProvider.mutate({ paths: ['ChildcareLocation'], childcareLocation: location });
    } else {
      saveUserLocation.mutate({ ...location, updateChildrenLocation: createsChildren(role) });
    }
  };

  return (
    <LocationSelector
      title={locationSelectorTitle(locationMessages, provider)}
      submitText={submitText}
      header={header}
      saved={saved}
      onSubmit={submit}
      submitting={mutation.isPending}
      error={
        mutation.isError
          ? errorMessageFor(
              mutation.error,
              provider ? childcareProviderErrorWords : userLocationErrorWords,
            )
          : undefined
      }
    />
  );
}
