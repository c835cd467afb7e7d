import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { paths } from '../../../../config/paths';
import { torontoChildCareData } from '../../content/open-data';
import { countWords, isoDateWords } from '../../lib/iso-date-words';
import { FeatureSteps } from './feature-steps';
import { familySteps, providerFeatures } from './landing-content';
import { LandingHero } from './landing-hero';
import { LandingSection } from './landing-section';
import { familiesSectionId, providersSectionId } from './landing-sections';
import { SignUpActions } from './sign-up-actions';
import { localizedPath } from '../../../../lib/i18n/language';
import { richMessage, useMessages } from '../../../../lib/i18n/use-messages';
import { landingCatalogue } from '../../landing-messages';
import type { LandingKey } from '../../landing-messages';

const guides = [
  { title: 'guideSafetyTitle', text: 'guideSafetyText', href: paths.safety.getHref() },
  { title: 'guideBlogTitle', text: 'guideBlogText', href: paths.blog.getHref() },
  { title: 'guideHelpTitle', text: 'guideHelpText', href: paths.help.getHref() },
] as const satisfies readonly { title: LandingKey; text: LandingKey; href: string }[];

/** The public home page. */
export function LandingPage() {
  const messages = useMessages(landingCatalogue);
  const { t, language } = messages;
  return (
    <>
      <LandingHero />

      <LandingSection
        id={familiesSectionId}
        eyebrow={t('familiesEyebrow')}
        title={t('familiesTitle')}
        intro={t('familiesIntro')}
      >
        <FeatureSteps steps={familySteps} numbered />
      </LandingSection>

      <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <LandingSection
          id={providersSectionId}
          eyebrow={t('providersEyebrow')}
          title={t('providersTitle')}
          intro={t('providersIntro')}
        >
          <FeatureSteps steps={providerFeatures} />
        </LandingSection>
      </Box>

      <LandingSection id="open-data" eyebrow={t('openDataEyebrow')} title={t('openDataTitle')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: 4,
          }}
        >
          <div>
            <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
              {t('openDataText', {
                centres: countWords(torontoChildCareData.centres, messages),
                spaces: countWords(torontoChildCareData.licensedSpaces, messages),
              })}
            </Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary' }}>
              {richMessage(messages, 'openDataSource', {
                publisher: torontoChildCareData.publisher,
                dataset: torontoChildCareData.datasetName,
                date: isoDateWords(torontoChildCareData.snapshotDate, messages),
                attribution: torontoOpenDataAttribution,
                link: (chunks) => (
                  <Link
                    component={RouterLink}
                    to={localizedPath(paths.licenses.getHref(), language)}
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </Typography>
          </div>
          <div>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li + li': { mt: 1 } }}
            >
              <li>{t('openDataFactLicence')}</li>
              <li>{t('openDataFactNoFee')}</li>
              <li>{t('openDataFactPrivacy')}</li>
            </Box>
          </div>
        </Box>
      </LandingSection>

      <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <LandingSection id="guides" eyebrow={t('guidesEyebrow')} title={t('guidesTitle')}>
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
                  <Link
                    component={RouterLink}
                    to={localizedPath(guide.href, language)}
                    color="text.primary"
                  >
                    {t(guide.title)}
                  </Link>
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(guide.text)}</Typography>
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
          {t('closingTitle')}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.1rem' }}>
          {t('closingText')}
        </Typography>
        <SignUpActions centered />
      </Container>
    </>
  );
}
