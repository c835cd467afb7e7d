import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childrenCatalogue } from '../children-messages';
import { ageSummary } from '../lib/age-summary';

export interface ChildAgeLabelProps {
  /** 'YYYY-MM-DD'; a date after today is an expected birth. */
  dateOfBirth: string;
}

/**
 * A child's age label (docs/product/catalogue.md#age-label) in words ("Toddler", "Primary / junior
 * school") with the age beside it, or "Expected <date>" before birth.
 */
export function ChildAgeLabel({ dateOfBirth }: ChildAgeLabelProps) {
  const summary = ageSummary(
    useMessages(childrenCatalogue),
    useMessages(ageWordsCatalogue),
    dateOfBirth,
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip
        label={summary.label}
        size="small"
        color={summary.expected ? 'info' : 'primary'}
        variant="outlined"
      />
      {summary.age === '' ? null : (
        <Typography variant="body2" color="text.secondary">
          {summary.age}
        </Typography>
      )}
    </Stack>
  );
}
