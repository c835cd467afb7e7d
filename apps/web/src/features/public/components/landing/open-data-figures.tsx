import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { torontoChildCareData } from '../../content/open-data';
import { countWords, isoDateWords } from '../../lib/iso-date-words';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { landingCatalogue } from '../../landing-messages';

/** The catalogue's two headline numbers, with their source. */
export function OpenDataFigures() {
  const messages = useMessages(landingCatalogue);
  const { t } = messages;
  const figures = [
    { value: countWords(torontoChildCareData.centres, messages), label: t('figuresCentres') },
    { value: countWords(torontoChildCareData.licensedSpaces, messages), label: t('figuresSpaces') },
  ];
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
        {t('figuresHeading')}
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
        {t('dataSource', {
          publisher: torontoChildCareData.publisher,
          dataset: torontoChildCareData.datasetName,
          date: isoDateWords(torontoChildCareData.snapshotDate, messages),
        })}
      </Typography>
    </Box>
  );
}
