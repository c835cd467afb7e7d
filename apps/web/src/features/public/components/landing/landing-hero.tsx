import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OpenDataFigures } from './open-data-figures';
import { providersSectionId } from './landing-sections';
import { SignUpActions } from './sign-up-actions';
import { Eyebrow } from '../page/eyebrow';

/** The landing page's first screen: what KinderWait does, for parents and for providers. */
export function LandingHero() {
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
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Eyebrow>Childcare in Toronto</Eyebrow>
            <Typography
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.5rem' },
                lineHeight: 1.08,
                letterSpacing: '-0.02em',
              }}
            >
              Find childcare and join waitlists, all in one place
            </Typography>
            <Typography
              component="p"
              sx={{ mt: 3, fontSize: { xs: '1.1rem', md: '1.25rem' }, color: 'text.secondary' }}
            >
              See every licensed child care centre in Toronto, along with home child care providers
              and babysitters. Describe the care your child needs once, see who matches, and join
              their waitlists without filling in the same form again and again.
            </Typography>
            <SignUpActions />
            <Typography sx={{ mt: 3, color: 'text.secondary' }}>
              Run a centre or care for children at home?{' '}
              <Link href={`#${providersSectionId}`}>See what KinderWait does for providers</Link>.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <OpenDataFigures />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
