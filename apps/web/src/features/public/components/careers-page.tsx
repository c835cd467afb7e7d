import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '@kinderwait/contract/brand';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { careersCatalogue } from '../careers-messages';
import { localizedOpenRoles } from '../content/localized-open-roles';
import { useLocalizedContent } from '../lib/localized-content';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

function applyHref(subject: string): string {
  return `mailto:${brand.careersEmail}?subject=${encodeURIComponent(subject)}`;
}

/** The careers page's head in the active language. */
export function useCareersHead() {
  const { t } = useMessages(careersCatalogue);
  return {
    title: t('careersTitle'),
    description: t('careersHeadDescription', { productName: brand.productName, city: brand.city }),
  };
}

function CareersContent() {
  const messages = useMessages(careersCatalogue);
  const { t } = messages;
  const openRoles = useLocalizedContent(localizedOpenRoles);
  return (
    <>
      <PageIntro
        eyebrow={t('careersTitle')}
        title={t('workWithUs')}
        lead={t('lead', { city: brand.city })}
      />
      <Prose>
        <h2>{t('howWeWorkHeading')}</h2>
        <ul>
          <li>{t('workOwnership')}</li>
          <li>{t('workPlainLanguage')}</li>
          <li>{t('workFlexibleHours')}</li>
          <li>{t('workListening')}</li>
        </ul>

        <h2>{t('openRolesHeading')}</h2>
        {openRoles.map((role) => (
          <Box
            component="article"
            key={role.id}
            aria-labelledby={`${role.id}-title`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              p: { xs: 2.5, md: 3.5 },
              my: 3,
            }}
          >
            <h3 id={`${role.id}-title`}>{role.title}</h3>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('roleTeamLocation', { team: role.team, location: role.location })}
            </Typography>
            <p>{role.summary}</p>
            <h4>{t('roleDo')}</h4>
            <ul>
              {role.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>{t('roleLookingFor')}</h4>
            <ul>
              {role.lookingFor.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              <a href={applyHref(t('applySubject', { role: role.title }))}>
                {t('roleApply', { role: role.title.toLowerCase() })}
              </a>
            </p>
          </Box>
        ))}

        <h2>{t('howToApplyHeading')}</h2>
        <p>
          {richMessage(messages, 'howToApply', {
            careersEmail: brand.careersEmail,
            email: (chunks) => <a href={`mailto:${brand.careersEmail}`}>{chunks}</a>,
          })}
        </p>
        <p>{t('process')}</p>
        <p>{t('welcome')}</p>
        <p>{t('noFit')}</p>
      </Prose>
    </>
  );
}

export function CareersPage() {
  return (
    <Suspense>
      <CareersContent />
    </Suspense>
  );
}
