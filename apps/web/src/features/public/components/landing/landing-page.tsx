import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { paths } from '../../../../config/paths';
import { torontoChildCareData } from '../../content/open-data';
import { formatCount, formatIsoDate } from '../../lib/format';
import { FeatureSteps } from './feature-steps';
import { familySteps, providerFeatures } from './landing-content';
import { LandingHero } from './landing-hero';
import { LandingSection } from './landing-section';
import { familiesSectionId, providersSectionId } from './landing-sections';
import { SignUpActions } from './sign-up-actions';

const guides = [
  {
    title: 'Choosing care safely',
    text: 'What a licence tells you, the rules for unlicensed home child care, and the questions to ask on a visit.',
    href: paths.safety.getHref(),
  },
  {
    title: 'Read the blog',
    text: 'How Toronto waitlists work, licensed and unlicensed care in Ontario, and help with fees.',
    href: paths.blog.getHref(),
  },
  {
    title: 'Questions and answers',
    text: 'How sign-in works, what providers see about your family, and how to get in touch.',
    href: paths.help.getHref(),
  },
] as const;

/** The public home page. */
export function LandingPage() {
  return (
    <>
      <LandingHero />

      <LandingSection
        id={familiesSectionId}
        eyebrow="For families"
        title="How it works for parents"
        intro="Looking for care in Toronto often means calling dozens of centres and filling in the same form for each one. KinderWait turns that into five steps."
      >
        <FeatureSteps steps={familySteps} numbered />
      </LandingSection>

      <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <LandingSection
          id={providersSectionId}
          eyebrow="For child care providers"
          title="A fair waitlist, without the paperwork"
          intro="For licensed centres, licensed home child care and independent caregivers: know who is waiting, fill spaces sooner, and spend less time on the phone."
        >
          <FeatureSteps steps={providerFeatures} />
        </LandingSection>
      </Box>

      <LandingSection
        id="open-data"
        eyebrow="Open data"
        title="Every licensed centre in Toronto, from day one"
      >
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
              We list all {formatCount(torontoChildCareData.centres)} licensed child care centres
              and their {formatCount(torontoChildCareData.licensedSpaces)} licensed spaces from the
              City of Toronto’s open data, so you see real options near you before a single centre
              signs up. Licensed spaces are a centre’s capacity, not its openings: a centre’s
              available spots show once its operator claims the listing.
            </Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary' }}>
              Source: {torontoChildCareData.publisher}, “{torontoChildCareData.datasetName}”,
              snapshot of {formatIsoDate(torontoChildCareData.snapshotDate)}.{' '}
              {torontoOpenDataAttribution}.{' '}
              <Link component={RouterLink} to={paths.licenses.getHref()}>
                Licences and data sources
              </Link>
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li + li': { mt: 1 } }}
            >
              <li>Check any centre’s licence on Ontario’s child care locator.</li>
              <li>Licensed centres cannot charge you a fee or deposit to join their waitlist.</li>
              <li>Providers see your child’s details only when you send them a request.</li>
            </Box>
          </Grid>
        </Grid>
      </LandingSection>

      <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <LandingSection id="guides" eyebrow="Guides" title="Choose with confidence">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {guides.map((guide) => (
              <Box
                component="li"
                key={guide.href}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 3 }}
              >
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  <Link component={RouterLink} to={guide.href} color="text.primary">
                    {guide.title}
                  </Link>
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{guide.text}</Typography>
              </Box>
            ))}
          </Box>
        </LandingSection>
      </Box>

      <Container maxWidth="md" sx={{ py: { xs: 7, md: 11 }, textAlign: 'center' }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        >
          Start your search today
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.1rem' }}>
          It takes a few minutes to describe the care you need. Providers can claim their listing
          with the same sign-up.
        </Typography>
        <SignUpActions centered />
      </Container>
    </>
  );
}
