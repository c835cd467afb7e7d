import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HoursOfBusinessEntry } from '@kinderwait/contract/childcare-providers';
import { dayNames } from '@kinderwait/contract/constants';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareProviderCatalogue } from '../childcare-provider-messages';
import { clockWords, dayKeys } from '../lib/profile-words';

export interface HoursGridProps {
  /** Label prefix for the fields, e.g. the age group's name. */
  label: string;
  value: readonly HoursOfBusinessEntry[];
  onChange: (hours: HoursOfBusinessEntry[]) => void;
  /** Field errors keyed by "<index in value>.timeStart" / ".timeEnd". */
  errorAt: (index: number, field: 'timeStart' | 'timeEnd') => string | undefined;
}

/**
 * The week as a grid (docs/product/catalogue.md#provider-profiles): Monday to Sunday (days 0 to 6),
 * one opening period a day, times typed as HH:mm and shown as hh:mm AM/PM. The screen holds one
 * grid per age group: each field's accessible name ends with the group ("Monday: Open – Toddler"),
 * its visible label stays short and begins that name.
 */
export function HoursGrid({ label, value, onChange, errorAt }: HoursGridProps) {
  const messages = useMessages(childcareProviderCatalogue);
  const { t } = messages;
  const setDay = (day: number, entry: HoursOfBusinessEntry | undefined) => {
    const others = value.filter((item) => item.day !== day);
    onChange((entry === undefined ? others : [...others, entry]).sort((a, b) => a.day - b.day));
  };
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('hoursLegend', { group: label })}
      </Typography>
      {dayNames.map((dayKey, day) => {
        const dayName = t(dayKeys[dayKey]);
        const index = value.findIndex((item) => item.day === day);
        const entry = value[index];
        return (
          <Stack
            key={dayKey}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <FormControlLabel
              sx={{ minWidth: 150 }}
              control={
                <Checkbox
                  checked={entry !== undefined}
                  onChange={(event) => {
                    setDay(
                      day,
                      event.target.checked
                        ? { day, timeStart: '08:00', timeEnd: '18:00' }
                        : undefined,
                    );
                  }}
                  slotProps={{
                    input: { 'aria-label': t('hoursOpenName', { day: dayName, group: label }) },
                  }}
                />
              }
              label={t('hoursOpen', { day: dayName })}
            />
            {entry === undefined ? (
              <Typography color="text.secondary">{t('hoursClosed')}</Typography>
            ) : (
              <>
                <TextField
                  type="time"
                  size="small"
                  label={t('hoursOpens', { day: dayName })}
                  value={entry.timeStart}
                  error={errorAt(index, 'timeStart') !== undefined}
                  helperText={errorAt(index, 'timeStart') ?? clockWords(messages, entry.timeStart)}
                  onChange={(event) => {
                    setDay(day, { ...entry, timeStart: event.target.value });
                  }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      'aria-label': t('hoursOpensName', { day: dayName, group: label }),
                    },
                  }}
                />
                <TextField
                  type="time"
                  size="small"
                  label={t('hoursCloses', { day: dayName })}
                  value={entry.timeEnd}
                  error={errorAt(index, 'timeEnd') !== undefined}
                  helperText={errorAt(index, 'timeEnd') ?? clockWords(messages, entry.timeEnd)}
                  onChange={(event) => {
                    setDay(day, { ...entry, timeEnd: event.target.value });
                  }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: {
                      'aria-label': t('hoursClosesName', { day: dayName, group: label }),
                    },
                  }}
                />
              </>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
