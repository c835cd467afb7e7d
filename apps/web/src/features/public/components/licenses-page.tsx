import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { torontoChildCareData } from '../content/open-data';
import type { ShippedLicenses, ShippedPackage } from '../licenses/shipped-licenses';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { formatCount, formatIsoDate } from '../lib/format';
import { publicPagesCatalogue } from '../public-pages-messages';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

/** The licences page's head in the active language. */
export function useLicensesHead() {
  const { t } = useMessages(publicPagesCatalogue);
  return {
    title: t('licensesTitle'),
    description: t('licensesHeadDescription', { productName: brand.productName }),
  };
}

function PackageList({ packages }: { packages: ShippedPackage[] }) {
  const messages = useMessages(publicPagesCatalogue);
  const { t } = messages;
  return (
    <Box component="ul" sx={{ pl: '0 !important', listStyle: 'none' }}>
      {packages.map((pkg) => (
        <Box
          component="li"
          key={`${pkg.name}@${pkg.version}`}
          sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5, mt: '0 !important' }}
        >
          {richMessage(
            messages,
            pkg.publisher === undefined ? 'licensesPackage' : 'licensesPackageWithPublisher',
            {
              name: pkg.name,
              version: pkg.version,
              licenses: pkg.licenses,
              publisher: pkg.publisher ?? '',
              title: (chunks) => (
                <Typography component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {chunks}
                </Typography>
              ),
              facts: (chunks) => (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {chunks}
                </Typography>
              ),
            },
          )}
          {pkg.repository !== undefined && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <a href={pkg.repository}>{pkg.repository}</a>
            </Typography>
          )}
          {pkg.licenseText !== undefined && (
            <Box component="details" sx={{ mt: 1 }}>
              <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
                {t('licensesTextOf', { name: pkg.name })}
              </Box>
              <Box
                component="pre"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontSize: '0.8rem',
                  color: 'text.secondary',
                  bgcolor: 'background.paper',
                  p: 2,
                  borderRadius: 1,
                }}
              >
                {pkg.licenseText}
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** One place the code runs, as a labelled region so each list can be found on its own. */
function PackageGroup(props: {
  id: string;
  title: string;
  intro: string;
  packages: ShippedPackage[];
}) {
  return (
    <section aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      <p>{props.intro}</p>
      <PackageList packages={props.packages} />
    </section>
  );
}

function LicensesContent({ licenses }: { licenses: ShippedLicenses | undefined }) {
  const messages = useMessages(publicPagesCatalogue);
  const { t, language } = messages;
  const productName = brand.productName;
  // English wrote the counts without a separator; French groups thousands with a space.
  const count = (value: number) => (language === 'fr' ? formatCount(value, 'fr') : String(value));
  return (
    <>
      <PageIntro
        eyebrow={t('licensesEyebrow')}
        title={t('licensesTitle')}
        lead={t('licensesLead', { productName })}
      />
      <Prose>
        <h2>{t('licensesOpenDataHeading')}</h2>
        <p>
          {richMessage(messages, 'licensesOpenDataSource', {
            datasetName: torontoChildCareData.datasetName,
            publisher: torontoChildCareData.publisher,
            snapshotDate: formatIsoDate(torontoChildCareData.snapshotDate, language),
            dataset: (chunks) => <a href={torontoChildCareData.datasetUrl}>{chunks}</a>,
            publisherLink: (chunks) => <a href={torontoChildCareData.publisherUrl}>{chunks}</a>,
          })}
        </p>
        <p>
          {richMessage(messages, 'licensesOpenDataTerms', {
            attribution: torontoOpenDataAttribution,
            licenceName: torontoChildCareData.licenceName,
            productName,
            strong: (chunks) => <strong>{chunks}</strong>,
            licence: (chunks) => <a href={torontoChildCareData.licenceUrl}>{chunks}</a>,
          })}
        </p>

        <h2>{t('licensesSoftwareHeading')}</h2>
        {licenses === undefined ? (
          <p role="status">
            {richMessage(messages, 'licensesNotGenerated', {
              code: (chunks) => <code>{chunks}</code>,
            })}
          </p>
        ) : (
          <>
            <p>{t('licensesSoftwareIntro', { productName })}</p>
            <PackageGroup
              id="licenses-browser"
              title={t('licensesBrowserTitle')}
              intro={t('licensesBrowserIntro', {
                productName,
                count: count(licenses.browser.length),
              })}
              packages={licenses.browser}
            />
            <PackageGroup
              id="licenses-server"
              title={t('licensesServerTitle')}
              intro={t('licensesServerIntro', {
                productName,
                count: count(licenses.server.length),
              })}
              packages={licenses.server}
            />
          </>
        )}
      </Prose>
    </>
  );
}

export function LicensesPage({ licenses }: { licenses: ShippedLicenses | undefined }) {
  return (
    <Suspense>
      <LicensesContent licenses={licenses} />
    </Suspense>
  );
}
