import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import type { ChildcareProviderProfile, Listing } from '@kinderwait/contract/childcare-providers';
import type { ClaimChannel } from '@kinderwait/contract/listing-claims';
import { errorMessageFor } from '../../../api/error-words';
import { useRequestClaimCode } from '../api/request-claim-code';
import { useListings } from '../api/search-listings';
import { useVerifyClaim } from '../api/verify-claim';
import { useMessages } from '../../../lib/i18n/use-messages';
import { claimErrorWords } from '../lib/claim-error-words';
import { listingClaimsCatalogue } from '../listing-claims-messages';
import { ListingResults } from './listing-results';
import { useValidationWords } from '../../../components/form/validation-words';

export interface ClaimListingPageProps {
  onClaimed: (profile: ChildcareProviderProfile) => void;
}

/**
 * Claiming a licensed centre (Licenced; docs/product/catalogue.md#claiming-a-listing): search the
 * city's listings, choose one, get a six-digit code by text or call on the centre's published
 * phone, and enter it.
 */
export function ClaimListingPage(props: ClaimListingPageProps) {
  return (
    <Suspense fallback={null}>
      <ClaimListingContent {...props} />
    </Suspense>
  );
}

function ClaimListingContent({ onClaimed }: ClaimListingPageProps) {
  const { t } = useMessages(listingClaimsCatalogue);
  const errorWords = claimErrorWords(t);
  const { failure } = useValidationWords();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Listing | undefined>(undefined);
  const [channel, setChannel] = useState<ClaimChannel>('sms');
  const [code, setCode] = useState('');
  const listings = useListings(search);
  const requestCode = useRequestClaimCode();
  const verify = useVerifyClaim({ mutationConfig: { onSuccess: onClaimed } });
  const sent = requestCode.data;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('pageTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      {chosen === undefined ? (
        <Stack spacing={2}>
          <Stack
            component="form"
            role="search"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(typed.trim());
            }}
          >
            <TextField
              label={t('searchLabel')}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
              sx={{ flexGrow: 1 }}
            />
            <Button type="submit" variant="contained">
              {t('search')}
            </Button>
          </Stack>
          {listings.isError ? (
            <Alert severity="error">{errorMessageFor(listings.error, errorWords)}</Alert>
          ) : null}
          {listings.data === undefined ? null : (
            <ListingResults listings={listings.data} onChoose={setChosen} />
          )}
        </Stack>
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('chosen', { name: chosen.name })}
            </Typography>
            <Typography>
              {[chosen.address, chosen.postalCode].filter((part) => part !== null).join(', ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {torontoOpenDataAttribution}
            </Typography>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{t('channel')}</FormLabel>
              <RadioGroup
                value={channel}
                onChange={(event) => {
                  setChannel(event.target.value === 'call' ? 'call' : 'sms');
                }}
              >
                <FormControlLabel value="sms" control={<Radio />} label={t('sms')} />
                <FormControlLabel value="call" control={<Radio />} label={t('call')} />
              </RadioGroup>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant={sent === undefined ? 'contained' : 'outlined'}
                disabled={requestCode.isPending}
                onClick={() => {
                  requestCode.mutate({ listingId: chosen.id, body: { channel } });
                }}
              >
                {sent === undefined ? t('send') : t('sendAgain')}
              </Button>
              <Button
                onClick={() => {
                  setChosen(undefined);
                  requestCode.reset();
                  verify.reset();
                }}
              >
                {t('chooseAnother')}
              </Button>
            </Stack>
            {requestCode.isError ? (
              <Alert severity="error">
                {failure(requestCode.error, errorMessageFor(requestCode.error, errorWords))}
              </Alert>
            ) : null}
            {sent === undefined ? null : (
              <Stack
                component="form"
                spacing={2}
                onSubmit={(event) => {
                  event.preventDefault();
                  verify.mutate({ claimId: sent.claimId, body: { code } });
                }}
              >
                <Alert severity="info">
                  {sent.channel === 'sms'
                    ? t('sentBySms', { to: sent.sentTo })
                    : t('sentByCall', { to: sent.sentTo })}
                </Alert>
                <TextField
                  label={t('codeLabel')}
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                  }}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
                  error={verify.isError}
                  helperText={
                    verify.isError
                      ? failure(verify.error, errorMessageFor(verify.error, errorWords))
                      : undefined
                  }
                />
                <Box>
                  <Button type="submit" variant="contained" disabled={verify.isPending}>
                    {t('verify')}
                  </Button>
                </Box>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
