import { useState } from 'react';
import type { SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { WaitlistSettings } from '@kinderwait/contract/provider-waitlist';
import {
  providerWaitlistLimits,
  waitlistPolicyTemplate,
} from '@kinderwait/contract/provider-waitlist';
import { errorMessageFor } from '../../../api/error-words';
import { fieldErrorsOf } from '../../../api/field-errors';
import { useValidationWords } from '../../../components/form/validation-words';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { useMessages } from '../../../lib/i18n/use-messages';
import { waitlistErrorWords } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

function SettingsForm({
  providerId,
  settings,
}: {
  providerId: string;
  settings: WaitlistSettings;
}) {
  const { t } = useMessages(providerWaitlistCatalogue);
  const { word } = useValidationWords();
  const [policy, setPolicy] = useState(settings.policy);
  const [autoOffer, setAutoOffer] = useState(settings.autoOffer);
  const [days, setDays] = useState(String(settings.offerDeadlineBusinessDays));
  const [daysError, setDaysError] = useState<string | undefined>();
  const [note, setNote] = useState<string | undefined>();
  const save = useSaveSettings(providerId);
  const serverErrors = fieldErrorsOf(save.error, word);
  const policyError = serverErrors.get('policy');
  const shownDaysError = daysError ?? serverErrors.get('offerDeadlineBusinessDays');
  const otherError =
    save.error !== null && policyError === undefined && shownDaysError === undefined
      ? errorMessageFor(save.error, waitlistErrorWords(t))
      : undefined;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = /^\d{1,2}$/.test(days.trim()) ? Number(days.trim()) : NaN;
    if (!(
      parsed >= providerWaitlistLimits.offerDeadlineBusinessDaysMin &&
      parsed <= providerWaitlistLimits.offerDeadlineBusinessDaysMax
    )) {
      setDaysError(t('settingsDeadlineInvalid'));
      return;
    }
    setDaysError(undefined);
    setNote(undefined);
    save.mutate(
      { policy, autoOffer, offerDeadlineBusinessDays: parsed },
      {
        onSuccess: () => {
          setNote(t('settingsSaved'));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('settingsHeading')}>
      <Stack spacing={3}>
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              setPolicy(waitlistPolicyTemplate);
              setNote(t('settingsTemplateUsed'));
            }}
          >
            {t('settingsUseTemplate')}
          </Button>
        </Box>
        <TextField
          label={t('settingsPolicy')}
          value={policy}
          multiline
          minRows={8}
          maxRows={24}
          required
          slotProps={{ htmlInput: { maxLength: providerWaitlistLimits.policyMax } }}
          error={policyError !== undefined}
          helperText={
            policyError ??
            t('settingsPolicyHelp', {
              length: String(policy.length),
              max: String(providerWaitlistLimits.policyMax),
            })
          }
          onChange={(event) => {
            setPolicy(event.target.value);
          }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={autoOffer}
              onChange={(event) => {
                setAutoOffer(event.target.checked);
              }}
            />
          }
          label={t('settingsAutoOffer')}
        />
        <TextField
          label={t('settingsDeadlineDays')}
          value={days}
          sx={{ maxWidth: 320 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={shownDaysError !== undefined}
          helperText={shownDaysError ?? t('settingsDeadlineHelp')}
          onChange={(event) => {
            setDays(event.target.value);
          }}
        />
        <Box role="status">
          {note === undefined ? null : <Alert severity="success">{note}</Alert>}
        </Box>
        {otherError === undefined ? null : <Alert severity="error">{otherError}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('settingsSave')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The waitlist policy (from the Ontario template), auto-offer and the offer deadline in days. */
export function SettingsSection({ providerId }: { providerId: string }) {
  const { t } = useMessages(providerWaitlistCatalogue);
  const settings = useSettings(providerId);
  if (settings.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessageFor(settings.error, waitlistErrorWords(t))}
      </Alert>
    );
  }
  return <SettingsForm providerId={providerId} settings={settings.data} />;
}
