import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HoursOfBusinessEntry } from '@kinderwait/contract/childcare-providers';
import { dayNames } from '@kinderwait/contract/constants';
import { childcareProviderTexts } from '../childcare-provider-texts';
import { formatClockTime } from '../lib/profile-values';

const texts = childcareProviderTexts.ageGroups;

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
  const setDay = (day: number, entry: HoursOfBusinessEntry | undefined) => {
    const others = value.filter((item) => item.day !== day);
    onChange((entry === undefined ? others : [...others, entry]).sort((a, b) => a.day - b.day));
  };
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {texts.hours} – {label}
      </Typography>
      {dayNames.map((dayName, day) => {
        const index = value.findIndex((item) => item.day === day);
        const entry = value[index];
        return (
          <Stack
            key={dayName}
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
                  slotProps={{ input: { 'aria-label': `${dayName}: ${texts.open} – ${label}` } }}
                />
              }
              label={`${dayName}: ${texts.open}`}
            />
            {entry === undefined ? (
              <Typography color="text.secondary">{texts.closed}</Typography>
            ) : (
              <>
                <TextField
                  type="time"
                  size="small"
                  label={`${dayName} ${texts.opens}`}
                  value={entry.timeStart}
                  error={errorAt(index, 'timeStart') !== undefined}
                  helperText={errorAt(index, 'timeStart') ?? formatClockTime(entry.timeStart)}
                  onChange={(event) => {
                    setDay(day, { ...entry, timeStart: event.target.value });
                  }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { 'aria-label': `${dayName} ${texts.opens} – ${label}` },
                  }}
                />
                <TextField
                  type="time"
                  size="small"
                  label={`${dayName} ${texts.closes}`}
                  value={entry.timeEnd}
                  error={errorAt(index, 'timeEnd') !== undefined}
                  helperText={errorAt(index, 'timeEnd') ?? formatClockTime(entry.timeEnd)}
                  onChange={(event) => {
                    setDay(day, { ...entry, timeEnd: event.target.value });
                  }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { 'aria-label': `${dayName} ${texts.closes} – ${label}` },
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
