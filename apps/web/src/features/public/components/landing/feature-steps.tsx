import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../../lib/i18n/use-messages';
import { landingCatalogue } from '../../landing-messages';
import type { LandingKey } from '../../landing-messages';

export interface FeatureStep {
  title: LandingKey;
  text: LandingKey;
}

interface FeatureStepsProps {
  steps: readonly FeatureStep[];
  /** Numbered for a sequence (how it works), unnumbered for a set of features. */
  numbered?: boolean;
}

/** A responsive grid of short cards: one column on phones, up to three on desktop. */
export function FeatureSteps({ steps, numbered = false }: FeatureStepsProps) {
  const { t } = useMessages(landingCatalogue);
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
            p: 3,
          }}
        >
          {numbered && (
            <Box
              aria-hidden="true"
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                mb: 2,
              }}
            >
              {index + 1}
            </Box>
          )}
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {t(step.title)}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(step.text)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
