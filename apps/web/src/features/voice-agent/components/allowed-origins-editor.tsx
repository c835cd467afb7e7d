import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AllowedOrigin, voiceAgentLimits } from '@kinderwait/contract/voice-agent';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import type { SettingsFieldErrors } from '../lib/settings-form-values';
import { useValidationWords } from '../../../components/form/validation-words';

/** The websites (origins) the widget may be shown on: added one by one, checked as added. */
/** A mark, not a word: its button is named by its label. */
const removeMark = '×';

export function AllowedOriginsEditor({
  origins,
  errors,
  onChange,
}: {
  origins: string[];
  errors: SettingsFieldErrors;
  onChange: (origins: string[]) => void;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const { word, zodError } = useValidationWords();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const full = origins.length >= voiceAgentLimits.allowedOriginsMax;
  const listed = origins
    .map((_origin, index) => errors[`allowedOrigins.${String(index)}`])
    .find((message) => message !== undefined);

  function add() {
    const parsed = AllowedOrigin.safeParse(typed, { error: zodError });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? undefined : word(message));
      return;
    }
    setError(undefined);
    setTyped('');
    if (!origins.includes(parsed.data)) onChange([...origins, parsed.data]);
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('settingsOriginsHeading')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, p: 0, my: 1, listStyle: 'none' }}
      >
        {origins.map((origin) => (
          <Box
            component="li"
            key={origin}
            sx={{
              display: 'flex',
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
              pl: 1.5,
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {origin}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('settingsRemoveOrigin', { origin })}
              onClick={() => {
                onChange(origins.filter((kept) => kept !== origin));
              }}
            >
              <span aria-hidden="true">{removeMark}</span>
            </IconButton>
          </Box>
        ))}
      </Stack>
      {listed !== undefined && (
        <Typography color="error" variant="body2">
          {listed}
        </Typography>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label={t('settingsOriginLabel')}
          value={typed}
          disabled={full}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={error !== undefined}
          helperText={error ?? (full ? t('settingsOriginsFull') : t('settingsOriginHelp'))}
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={full || typed.trim() === ''}
          sx={{ flexShrink: 0 }}
        >
          {t('settingsAddOrigin')}
        </Button>
      </Stack>
    </Box>
  );
}
