import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface Choice {
  id: number;
  name: string;
  description?: string;
}

export interface ChoiceListProps {
  legend: string;
  choices: readonly Choice[];
  value: readonly number[] | undefined;
  onChange: (ids: number[]) => void;
  /** Shown under the list (e.g. what none ticked means, or an error). */
  helperText?: string;
  error?: boolean;
  /** Something after a choice's label, e.g. a link to its details. */
  extra?: (choice: Choice) => ReactNode;
}

/** A fieldset of checkboxes for catalogue ids; the ids stay in the catalogue's order. */
export function ChoiceList({
  legend,
  choices,
  value,
  onChange,
  helperText,
  error = false,
  extra,
}: ChoiceListProps) {
  const id = useId();
  const chosen = new Set(value ?? []);
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(choices.map((choice) => choice.id).filter((choiceId) => next.has(choiceId)));
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </Typography>
      <Stack spacing={1}>
        {choices.map((choice) => {
          const hasDescription = choice.description !== undefined && choice.description !== '';
          const descriptionId = `${id}-${String(choice.id)}-description`;
          return (
            <Stack
              key={choice.id}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
            >
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.has(choice.id)}
                      onChange={(event) => {
                        toggle(choice.id, event.target.checked);
                      }}
                      slotProps={{
                        input: hasDescription ? { 'aria-describedby': descriptionId } : {},
                      }}
                    />
                  }
                  label={choice.name}
                />
                {hasDescription ? (
                  <Typography
                    id={descriptionId}
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 4, mt: -0.5 }}
                  >
                    {choice.description}
                  </Typography>
                ) : null}
              </Box>
              {extra?.(choice)}
            </Stack>
          );
        })}
      </Stack>
      {helperText === undefined ? null : (
        <FormHelperText error={error} role={error ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
