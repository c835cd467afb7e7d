import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OpenDataFigures } from './open-data-figures';
import { providersSectionId } from './landing-sections';
import { SignUpActions } from './sign-up-actions';
import { Eyebrow } from '../page/eyebrow';
import { richMessage, useMessages } from '../../../../lib/i18n/use-messages';
import { landingCatalogue } from '../../landing-messages';

/** The landing page's first screen: what KinderWait does, for parents and for providers. */
export function LandingHero() {
  const messages = useMessages(landingCatalogue);
  const { t } = messages;
  return (
    <Box
      sx={{
        background:
          'radial-gradient(ellipse at 15% 0%, rgba(66,165,245,0.22) 0%, rgba(0,0,0,0) 60%), radial-gradient(ellipse at 100% 100%, rgba(253,216,53,0.10) 0%, rgba(0,0,0,0) 55%)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 11 } }}>
        {/* A CSS grid, not MUI's Grid: the same 7/5 columns without its code in the landing
            page's JavaScript (its budget: docs/product/public-site.md#prerendering). */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
          }}
        >
          <div>
            <Eyebrow>{t('heroEyebrow')}</Eyebrow>
            <Typography
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.5rem' },
                lineHeight: 1.08,
                letterSpacing: '-0.02em',
              }}
            >
              {t('heroTitle')}
            </Typography>
            <Typography
              component="p"
              sx={{ mt: 3, fontSize: { xs: '1.1rem', md: '1.25rem' }, color: 'text.secondary' }}
            >
              {t('heroText')}
            </Typography>
            <SignUpActions />
            <Typography sx={{ mt: 3, color: 'text.secondary' }}>
              {richMessage(messages, 'heroProviders', {
                link: (chunks) => <Link href={`#${providersSectionId}`}>{chunks}</Link>,
              })}
            </Typography>
          </div>
          <div>
            <OpenDataFigures />
          </div>
        </Box>
      </Container>
    </Box>
  );
}
