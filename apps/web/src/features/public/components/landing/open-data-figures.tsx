import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { torontoChildCareData } from '../../content/open-data';
import { formatCount, formatIsoDate } from '../../lib/format';

const figures = [
  { value: formatCount(torontoChildCareData.centres), label: 'licensed child care centres' },
  { value: formatCount(torontoChildCareData.licensedSpaces), label: 'licensed spaces' },
] as const;

/** The catalogue's two headline numbers, with their source. */
export function OpenDataFigures() {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        p: { xs: 3, md: 4 },
      }}
    >
      <Typography component="p" variant="overline" sx={{ color: 'warning.main', fontWeight: 700 }}>
        Toronto, in numbers
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' }, gap: 3 }}
      >
        {figures.map((figure) => (
          <Box
            key={figure.label}
            // The number reads first but the term comes first in the markup, as a <dl> needs.
            sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 800,
                fontSize: { xs: '2rem', md: '2.75rem' },
                lineHeight: 1.1,
              }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
        Source: {torontoChildCareData.publisher}, “{torontoChildCareData.datasetName}”, snapshot of{' '}
        {formatIsoDate(torontoChildCareData.snapshotDate)}.
      </Typography>
    </Box>
  );
}
