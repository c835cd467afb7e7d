import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { LocationBody } from '@kinderwait/contract/addresses';
import { AddressFields } from './address-fields';
import { LazyMapWidget } from './lazy-map-widget';
import { locationTexts } from './location-texts';
import { useAddressLookup } from './use-address-lookup';
import type { SavedPlace } from './use-address-lookup';
import { useInitialLocation } from './use-initial-location';

export interface LocationSelectorProps {
  /** SPEC 2.15: "Complete an address" for seekers, "Specify a childcare location" for providers. */
  title: string;
  /** The submit button's text, the caller's (SPEC 2.15). */
  submitText: string;
  /** The optional logo header linking to the landing page. */
  header?: ReactNode;
  /** The saved location; null when none is saved. */
  saved: SavedPlace | null;
  onSubmit: (location: LocationBody) => void;
  submitting?: boolean;
  /** What went wrong with the last submit, in words. */
  error?: string;
  /** Id of the title, for a page's landmark. */
  titleId?: string;
}

/**
 * The location selector screen (SPEC 2.15, 4, 5): an address header with Edit/Save, the read-only
 * address, the map with a pin that moves only in edit mode and not while the address loads, and
 * submit only once the address is complete. The address fields are the accessible path: they can
 * be typed at any time, and become the only way when the geocoder cannot name the place.
 */
export function LocationSelector({
  title,
  submitText,
  header,
  saved,
  onSubmit,
  submitting = false,
  error,
  titleId = 'location-selector-title',
}: LocationSelectorProps) {
  const [editing, setEditing] = useState(false);
  const lookup = useAddressLookup(saved);
  const initialLocation = useInitialLocation(saved?.position ?? null);
  const busy = lookup.loading || submitting;
  const message =
    lookup.checked && !lookup.loading && !lookup.complete
      ? locationTexts.addressIncomplete
      : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      {header}
      <Typography id={titleId} variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper
        component="form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const selection = lookup.selection();
          if (selection) onSubmit(selection);
        }}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {locationTexts.addressHeading}
            </Typography>
            <Button
              variant="outlined"
              aria-pressed={editing}
              disabled={busy}
              onClick={() => {
                setEditing((current) => !current);
              }}
            >
              {editing ? locationTexts.save : locationTexts.edit}
            </Button>
          </Stack>
          <TextField
            label={locationTexts.addressLabel}
            value={lookup.address}
            slotProps={{ input: { readOnly: true } }}
            error={message !== undefined}
            helperText={message}
            multiline
          />
          <Typography variant="body2" color="text.secondary">
            {locationTexts.note}
          </Typography>
          <Box sx={{ position: 'relative' }}>
            <LazyMapWidget
              draggable={editing && !busy}
              initialLocation={initialLocation}
              onLocationChange={(point) => {
                void lookup.onLocationChange(point);
              }}
              height="min(500px, 60vh)"
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
            <AddressFields value={lookup.details} onChange={lookup.setPart} disabled={submitting} />
          ) : (
            <Box>
              <Button variant="text" onClick={lookup.startTyping} disabled={submitting}>
                {locationTexts.typeAddress}
              </Button>
            </Box>
          )}
          {error === undefined ? null : <Alert severity="error">{error}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!lookup.complete || lookup.position === undefined || busy}
            >
              {submitText}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}
