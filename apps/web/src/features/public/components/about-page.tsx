import { Suspense } from 'react';
import { usePublicHref } from '../lib/public-href';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { aboutCatalogue } from '../about-messages';
import { torontoChildCareData } from '../content/open-data';
import { formatCount } from '../lib/format';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

/** The about page's head in the active language. */
export function useAboutHead() {
  const { t } = useMessages(aboutCatalogue);
  return {
    title: t('aboutTitle'),
    description: t('aboutHeadDescription', { productName: brand.productName, city: brand.city }),
  };
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function AboutContent() {
  const messages = useMessages(aboutCatalogue);
  const { t, language } = messages;
  const publicHref = usePublicHref();
  const { productName, city } = brand;
  return (
    <>
      <PageIntro
        eyebrow={t('aboutTitle')}
        title={t('whyHeading', { productName })}
        lead={t('lead')}
      />
      <Prose>
        <h2>{t('missionHeading')}</h2>
        <p>{t('mission', { city })}</p>

        <h2>{t('startedHeading')}</h2>
        <p>{t('startedFamilies', { productName })}</p>
        <p>{t('startedProviders')}</p>

        <h2>{t('doHeading')}</h2>
        <ul>
          <li>
            {t('doCatalogue', { centres: formatCount(torontoChildCareData.centres, language) })}
          </li>
          <li>{t('doParents')}</li>
          <li>{t('doProviders')}</li>
        </ul>

        <h2>{t('believeHeading')}</h2>
        <ul>
          <li>{richMessage(messages, 'believeHonest', { strong })}</li>
          <li>
            {richMessage(messages, 'believePrivacy', {
              strong,
              link: (chunks) => (
                <RouterLink to={publicHref(paths.policies.privacyPolicy.getHref())}>
                  {chunks}
                </RouterLink>
              ),
            })}
          </li>
          <li>
            {richMessage(messages, 'believeSafety', {
              strong,
              link: (chunks) => (
                <RouterLink to={publicHref(paths.safety.getHref())}>{chunks}</RouterLink>
              ),
            })}
          </li>
          <li>{richMessage(messages, 'believeFair', { strong })}</li>
        </ul>

        <h2>{t('madeHeading')}</h2>
        <p>{t('made')}</p>

        <h2>{t('contactHeading')}</h2>
        <p>
          {richMessage(messages, 'contact', {
            supportEmail: brand.supportEmail,
            pressEmail: brand.pressEmail,
            support: (chunks) => <a href={`mailto:${brand.supportEmail}`}>{chunks}</a>,
            press: (chunks) => <a href={`mailto:${brand.pressEmail}`}>{chunks}</a>,
            careers: (chunks) => (
              <RouterLink to={publicHref(paths.careers.getHref())}>{chunks}</RouterLink>
            ),
          })}
        </p>
        <p>{t('address', { legalName: brand.legalName, mailingAddress: brand.mailingAddress })}</p>
      </Prose>
    </>
  );
}

export function AboutPage() {
  return (
    <Suspense>
      <AboutContent />
    </Suspense>
  );
}
