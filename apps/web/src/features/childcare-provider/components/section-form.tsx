import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { SaveOutcome } from '../../../components/form/use-stored-draft';
import { errorMessageFor } from '../../../api/error-words';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { profileErrorWords } from '../lib/profile-words';

export interface SectionFormProps {
  heading: string;
  children: ReactNode;
  onSave: () => void;
  saving: boolean;
  /** The last save's outcome while the part still shows its answer (use-stored-draft). */
  outcome: SaveOutcome | undefined;
  /** The failed save's error, if any: its words show above the Save button. */
  error: unknown;
}

/**
 * One part of the profile, saved on its own (PATCH with its path); the fields keep their values on
 * failure. "Saved." shows only while the part shows what the server answered, untouched.
 */
export function SectionForm({
  heading,
  children,
  onSave,
  saving,
  outcome,
  error,
}: SectionFormProps) {
  const { t } = useMessages(childcareProviderCatalogue);
  const headingId = useId();
  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {heading}
        </Typography>
        {children}
        {error === null || error === undefined ? null : (
          <Alert severity="error">
            {t('saveFailed')} {errorMessageFor(error, profileErrorWords(t))}
          </Alert>
        )}
        {outcome === undefined ? null : (
          <Alert severity={outcome === 'saved' ? 'success' : 'warning'} role="status">
            {outcome === 'saved' ? t('saved') : t('storedOtherwise')}
          </Alert>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
