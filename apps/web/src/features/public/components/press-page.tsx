import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { brand } from '@kinderwait/contract/brand';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { torontoChildCareData } from '../content/open-data';
import { formatCount, formatIsoDate } from '../lib/format';
import { brandColors } from './layout/brand-colors';
import { pressCatalogue } from '../press-messages';
import type { PressKey } from '../press-messages';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

const brandAssets: readonly { file: string; label: PressKey }[] = [
  { file: '/brand/kinderwait-logo-dark.svg', label: 'assetLogoDark' },
  { file: '/brand/kinderwait-logo-light.svg', label: 'assetLogoLight' },
  { file: '/brand/kinderwait-mark.svg', label: 'assetAppIcon' },
  { file: '/brand/kinderwait-social.png', label: 'assetSocialCard' },
];

const colourSwatches: readonly { name: PressKey; value: string }[] = [
  { name: 'colourBlue', value: brandColors.blue },
  { name: 'colourSun', value: brandColors.sun },
  { name: 'colourInk', value: brandColors.ink },
  { name: 'colourWhite', value: brandColors.white },
];

/** The press page's head in the active language. */
export function usePressHead() {
  const { t } = useMessages(pressCatalogue);
  return {
    title: t('pressTitle'),
    description: t('pressHeadDescription', { productName: brand.productName, city: brand.city }),
  };
}

function PressContent() {
  const messages = useMessages(pressCatalogue);
  const { t, language } = messages;
  const { productName, city } = brand;
  return (
    <>
      <PageIntro
        eyebrow={t('pressTitle')}
        title={t('pressAndMedia')}
        lead={t('lead', { productName, city })}
      />
      <Prose>
        <h2>{t('aboutHeading', { productName })}</h2>
        <p>{t('about', { productName, city, province: brand.province })}</p>

        <h2>{t('factsHeading')}</h2>
        <ul>
          <li>{t('factHeadquarters', { address: brand.mailingAddress })}</li>
          <li>
            {t('factCatalogue', {
              centres: formatCount(torontoChildCareData.centres, language),
              spaces: formatCount(torontoChildCareData.licensedSpaces, language),
              publisher: torontoChildCareData.publisher,
              datasetName: torontoChildCareData.datasetName,
              snapshotDate: formatIsoDate(torontoChildCareData.snapshotDate, language),
            })}
          </li>
          <li>{t('factCapacity')}</li>
          <li>{t('factParents')}</li>
          <li>{t('factProviders')}</li>
        </ul>

        <h2>{t('assetsHeading')}</h2>
        <p>{t('assetsUse', { productName })}</p>
        <ul>
          {brandAssets.map((asset) => (
            <li key={asset.file}>
              <a href={asset.file} download>
                {t(asset.label)}
              </a>
            </li>
          ))}
        </ul>
        <Box
          component="img"
          src="/brand/kinderwait-logo-dark.svg"
          alt={t('logoAlt', { productName })}
          width={236}
          height={48}
          sx={{ display: 'block', my: 3, maxWidth: '100%', height: 'auto', borderRadius: 1 }}
        />

        <h3>{t('coloursHeading')}</h3>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            pl: '0 !important',
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          }}
        >
          {colourSwatches.map((swatch) => (
            <Box component="li" key={swatch.name} sx={{ mt: '0 !important' }}>
              <Box
                aria-hidden="true"
                sx={{
                  height: 56,
                  borderRadius: 2,
                  bgcolor: swatch.value,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Box component="span" sx={{ display: 'block', mt: 0.75 }}>
                {t(swatch.name)}
                <br />
                <code>{swatch.value}</code>
              </Box>
            </Box>
          ))}
        </Box>

        <h2>{t('contactHeading')}</h2>
        <p>
          {richMessage(messages, 'contact', {
            pressEmail: brand.pressEmail,
            email: (chunks) => <a href={`mailto:${brand.pressEmail}`}>{chunks}</a>,
          })}
        </p>
      </Prose>
    </>
  );
}

export function PressPage() {
  return (
    <Suspense>
      <PressContent />
    </Suspense>
  );
}
