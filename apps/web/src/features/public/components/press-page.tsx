import Box from '@mui/material/Box';
import { brand } from '@kinderwait/contract/brand';
import { torontoChildCareData } from '../content/open-data';
import { formatCount, formatIsoDate } from '../lib/format';
import { brandColors } from './layout/brand-colors';
import { PageIntro } from './page/page-intro';
import { Prose } from './page/prose';

const brandAssets = [
  { file: '/brand/kinderwait-logo-dark.svg', label: 'Logo for dark backgrounds (SVG)' },
  { file: '/brand/kinderwait-logo-light.svg', label: 'Logo for light backgrounds (SVG)' },
  { file: '/brand/kinderwait-mark.svg', label: 'App icon (SVG)' },
  { file: '/brand/kinderwait-social.png', label: 'Social card, 1200 × 630 (PNG)' },
] as const;

const colourSwatches = [
  { name: 'KinderWait blue', value: brandColors.blue },
  { name: 'Sunrise yellow', value: brandColors.sun },
  { name: 'Night ink', value: brandColors.ink },
  { name: 'White', value: brandColors.white },
] as const;

export function PressPage() {
  return (
    <>
      <PageIntro
        eyebrow="Press"
        title="Press and media"
        lead={`Facts, logos and a contact for journalists writing about ${brand.productName} or about childcare in ${brand.city}.`}
      />
      <Prose>
        <h2>About {brand.productName}</h2>
        <p>
          {brand.productName} is a childcare marketplace for {brand.city}. Parents describe the care
          their child needs once, see licensed centres, licensed home child care and independent
          providers that match, and join their waitlists from one place. Providers keep a
          prioritised waitlist, tell families when a spot opens and broadcast open spaces to the
          families nearby, and parents broadcast a child’s care need to every matching provider; an
          AI voice agent answers families’ questions on a provider’s own website, and will answer
          their phone next. {brand.productName} lists every licensed child care centre in the city
          from the City of Toronto’s open data. The company is based in {brand.city},{' '}
          {brand.province}.
        </p>

        <h2>Fast facts</h2>
        <ul>
          <li>Headquarters: {brand.mailingAddress}.</li>
          <li>
            Catalogue: {formatCount(torontoChildCareData.centres)} licensed child care centres with{' '}
            {formatCount(torontoChildCareData.licensedSpaces)} licensed spaces, from the{' '}
            {torontoChildCareData.publisher} dataset “{torontoChildCareData.datasetName}” (snapshot
            of {formatIsoDate(torontoChildCareData.snapshotDate)}).
          </li>
          <li>
            Licensed spaces are capacity, not vacancies: please do not report them as open spots.
          </li>
          <li>
            For parents: sign-in by email link, one description of care per child, many waitlists.
          </li>
          <li>
            For providers: listing claims, prioritised waitlists, open-spot broadcasts and an AI
            voice agent that answers families’ questions on their website.
          </li>
        </ul>

        <h2>Brand assets</h2>
        <p>
          You may use these files to illustrate coverage of {brand.productName}. Please do not
          change the colours or proportions, or combine the logo with other marks.
        </p>
        <ul>
          {brandAssets.map((asset) => (
            <li key={asset.file}>
              <a href={asset.file} download>
                {asset.label}
              </a>
            </li>
          ))}
        </ul>
        <Box
          component="img"
          src="/brand/kinderwait-logo-dark.svg"
          alt={`${brand.productName} logo`}
          width={236}
          height={48}
          sx={{ display: 'block', my: 3, maxWidth: '100%', height: 'auto', borderRadius: 1 }}
        />

        <h3>Colours</h3>
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
                {swatch.name}
                <br />
                <code>{swatch.value}</code>
              </Box>
            </Box>
          ))}
        </Box>

        <h2>Press contact</h2>
        <p>
          Email <a href={`mailto:${brand.pressEmail}`}>{brand.pressEmail}</a>. We answer media
          requests within one business day and can connect you with our founders, and with parents
          and providers who have agreed to talk to the press.
        </p>
      </Prose>
    </>
  );
}
