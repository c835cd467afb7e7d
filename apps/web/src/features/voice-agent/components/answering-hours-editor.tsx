import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnsweringWindow } from '@kinderwait/contract/voice-agent';
import { voiceAgentLimits } from '@kinderwait/contract/voice-agent';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { weekdayNames } from '../lib/dashboard-words';
import type { SettingsFieldErrors } from '../lib/settings-form-values';

/** Marks, not words: their buttons are named by their labels. */
const removeMark = '×';
const addMark = '+';

/**
 * The answering hours as a small weekly schedule: one row per weekday with its opening periods
 * (Toronto time); no period at all means the agent answers at all hours.
 */
export function AnsweringHoursEditor({
  windows,
  errors,
  onChange,
}: {
  windows: AnsweringWindow[];
  errors: SettingsFieldErrors;
  onChange: (windows: AnsweringWindow[]) => void;
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const weekdays = weekdayNames(words);
  const full = windows.length >= voiceAgentLimits.answeringWindowsMax;

  function update(index: number, change: Partial<AnsweringWindow>) {
    onChange(windows.map((window, at) => (at === index ? { ...window, ...change } : window)));
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('settingsHoursHeading')}
      </Typography>
      {windows.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('settingsHoursAlways')}
        </Typography>
      )}
      {full && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('settingsHoursFull')}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {weekdays.map((day, dayIndex) => {
          const weekday = dayIndex + 1;
          const periods = windows
            .map((window, index) => ({ window, index }))
            .filter(({ window }) => window.weekday === weekday);
          return (
            <Box
              component="li"
              key={day}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ width: { xs: '100%', sm: 110 }, fontWeight: 600 }}>
                {day}
              </Typography>
              {periods.length === 0 && windows.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('settingsClosed')}
                </Typography>
              )}
              {periods.map(({ window, index }) => (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    size="small"
                    type="time"
                    label={t('settingsOpens', { day })}
                    value={window.opens}
                    onChange={(event) => {
                      update(index, { opens: event.target.value });
                    }}
                    error={errors[`answeringHours.${String(index)}.opens`] !== undefined}
                    helperText={errors[`answeringHours.${String(index)}.opens`]}
                    sx={{ width: { xs: 118, sm: 140 } }}
                  />
                  <TextField
                    size="small"
                    type="time"
                    label={t('settingsCloses', { day })}
                    value={window.closes}
                    onChange={(event) => {
                      update(index, { closes: event.target.value });
                    }}
                    error={errors[`answeringHours.${String(index)}.closes`] !== undefined}
                    helperText={errors[`answeringHours.${String(index)}.closes`]}
                    sx={{ width: { xs: 118, sm: 140 } }}
                  />
                  <IconButton
                    aria-label={t('settingsRemoveHours', {
                      day,
                      opens: window.opens,
                      closes: window.closes,
                    })}
                    onClick={() => {
                      onChange(windows.filter((_window, at) => at !== index));
                    }}
                  >
                    <span aria-hidden="true">{removeMark}</span>
                  </IconButton>
                </Stack>
              ))}
              <Button
                size="small"
                disabled={full}
                onClick={() => {
                  onChange([...windows, { weekday, opens: '09:00', closes: '17:00' }]);
                }}
                aria-label={t('settingsAddHours', { day })}
              >
                {addMark}
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
