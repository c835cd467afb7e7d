import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { LocationBody } from '@kinderwait/contract/addresses';
import { AddressMap, incompleteAddressMessage } from './address-map';
import { addressSummary } from './address-summary';
import { useMessages } from '../../lib/i18n/use-messages';
import { locationCatalogue } from './location-messages';
import { useAddressLookup } from './use-address-lookup';
import type { SavedPlace } from './use-address-lookup';
import { useInitialLocation } from './use-initial-location';

export interface LocationSelectorProps {
  /**
   * "Complete an address" for seekers, "Specify a childcare location" for providers
   * (docs/product/onboarding.md#location-selector).
   */
  title: string;
  /** The submit button's text, the caller's. */
  submitText: string;
  /** The optional logo header linking to the landing page. */
  header?: ReactNode;
  /** The saved location; null when none is saved. */
  saved: SavedPlace | null;
  /** The location payload, with where its position came from (locationSource). */
  onSubmit: (location: LocationBody) => void;
  submitting?: boolean;
  /** What went wrong with the last submit, in words. */
  error?: string;
  /** Id of the title, for a page's landmark. */
  titleId?: string;
}

/**
 * The location selector screen (docs/product/onboarding.md#location-selector): an address header
 * with Edit/Save, the read-only address, the map with a pin that moves only in edit mode and not
 * while the address loads, and submit only once the address is complete. The address fields are the
 * accessible path: they can be typed at any time, and become the only way when the geocoder cannot
 * name the place.
 */
export function LocationSelector(props: LocationSelectorProps) {
  // The words' chunk loads on first use; the route usually has it loaded already.
  return (
    <Suspense fallback={null}>
      <LocationSelectorContent {...props} />
    </Suspense>
  );
}

function LocationSelectorContent({
  title,
  submitText,
  header,
  saved,
  onSubmit,
  submitting = false,
  error,
  titleId = 'location-selector-title',
}: LocationSelectorProps) {
  const messages = useMessages(locationCatalogue);
  const { t } = messages;
  const [editing, setEditing] = useState(false);
  const lookup = useAddressLookup(saved);
  const initialLocation = useInitialLocation(saved?.position ?? null);
  const busy = lookup.loading || submitting;
  const message = incompleteAddressMessage(lookup, messages);

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
              {t('addressHeading')}
            </Typography>
            <Button
              variant="outlined"
              aria-pressed={editing}
              disabled={busy}
              onClick={() => {
                setEditing((current) => !current);
              }}
            >
              {editing ? t('save') : t('edit')}
            </Button>
          </Stack>
          <TextField
            label={t('addressLabel')}
            value={addressSummary(lookup.details)}
            slotProps={{ input: { readOnly: true } }}
            error={message !== undefined}
            helperText={message}
            multiline
          />
          <Typography variant="body2" color="text.secondary">
            {t('note')}
          </Typography>
          <AddressMap
            lookup={lookup}
            initialLocation={initialLocation}
            draggable={editing && !submitting}
            height="min(500px, 60vh)"
            disabled={submitting}
          />
          {error === undefined ? null : <Alert severity="error">{error}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!lookup.complete || !lookup.placed || lookup.position === undefined || busy}
            >
              {submitText}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}
