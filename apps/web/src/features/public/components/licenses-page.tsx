import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { torontoChildCareData } from '../content/open-data';
import type { ShippedLicenses, ShippedPackage } from '../licenses/shipped-licenses';
import { formatIsoDate } from '../lib/format';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

function PackageList({ packages }: { packages: ShippedPackage[] }) {
  return (
    <Box component="ul" sx={{ pl: '0 !important', listStyle: 'none' }}>
      {packages.map((pkg) => (
        <Box
          component="li"
          key={`${pkg.name}@${pkg.version}`}
          sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5, mt: '0 !important' }}
        >
          <Typography component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {pkg.name}
          </Typography>{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {pkg.version} · {pkg.licenses}
            {pkg.publisher !== undefined && ` · ${pkg.publisher}`}
          </Typography>
          {pkg.repository !== undefined && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <a href={pkg.repository}>{pkg.repository}</a>
            </Typography>
          )}
          {pkg.licenseText !== undefined && (
            <Box component="details" sx={{ mt: 1 }}>
              <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
                Licence text of {pkg.name}
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

export function LicensesPage({ licenses }: { licenses: ShippedLicenses | undefined }) {
  return (
    <>
      <PageIntro
        eyebrow="Licences"
        title="Licences and data sources"
        lead={`${brand.productName} is built on open data and open-source software. This page credits both.`}
      />
      <Prose>
        <h2>Toronto open data</h2>
        <p>
          Our catalogue of licensed child care centres comes from the dataset{' '}
          <a href={torontoChildCareData.datasetUrl}>“{torontoChildCareData.datasetName}”</a>{' '}
          published by{' '}
          <a href={torontoChildCareData.publisherUrl}>{torontoChildCareData.publisher}</a>{' '}
          (Children’s Services), snapshot of {formatIsoDate(torontoChildCareData.snapshotDate)}.
        </p>
        <p>
          <strong>{torontoOpenDataAttribution}.</strong> The data is used under the{' '}
          <a href={torontoChildCareData.licenceUrl}>{torontoChildCareData.licenceName}</a>. The City
          of Toronto does not endorse {brand.productName}. Licensed spaces in the data are each
          centre’s capacity, not its vacancies.
        </p>

        <h2>Open-source software</h2>
        {licenses === undefined ? (
          <p role="status">
            The list of open-source packages is generated when the web app is built, and this copy
            was built without it. Run <code>npm run build</code> to generate it.
          </p>
        ) : (
          <>
            <p>
              {brand.productName} is built on open-source packages: those of the web app run in your
              browser, the others on our servers. We thank their authors. Each is used under the
              licence shown. A package used in both places is listed in both.
            </p>
            <PackageGroup
              id="licenses-browser"
              title="In your browser"
              intro={`The ${brand.productName} web app includes these ${licenses.browser.length} packages.`}
              packages={licenses.browser}
            />
            <PackageGroup
              id="licenses-server"
              title="On our servers"
              intro={`The ${brand.productName} server runs on these ${licenses.server.length} packages.`}
              packages={licenses.server}
            />
          </>
        )}
      </Prose>
    </>
  );
}
