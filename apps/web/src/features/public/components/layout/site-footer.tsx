import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { brand, torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { LanguageSwitch } from '../../../../components/language-switch/language-switch';
import { localizedPath } from '../../../../lib/i18n/language';
import { richMessage, useMessages } from '../../../../lib/i18n/use-messages';
import { footerLinkGroups } from '../../content/site-links';
import { torontoChildCareData } from '../../content/open-data';
import { isoDateWords } from '../../lib/iso-date-words';
import { siteCatalogue } from '../../site-messages';
import { BrandLogo } from './brand-logo';

/**
 * Footer of the public site: every public page and policy, the language switch, the open-data
 * attribution, ©.
 */
export function SiteFooter() {
  const messages = useMessages(siteCatalogue);
  const { t, language } = messages;
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {/* A CSS grid (MUI's Grid's columns: the brand a third on wide screens, the link groups
            sharing the rest) without Grid's code on every public page. */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'minmax(0, 3fr) repeat(3, minmax(0, 2fr))',
            },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 340, color: 'text.secondary' }}>
              {t('footerTagline', { city: brand.city })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              {brand.mailingAddress}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</Link>
            </Typography>
            <LanguageSwitch sx={{ display: 'inline-block', mt: 1.5 }} />
          </Box>
          {footerLinkGroups.map((group) => (
            <div key={group.heading}>
              <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t(group.heading)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.links.map(({ label, href }) => (
                  <Box component="li" key={href} sx={{ py: 0.5 }}>
                    <Link
                      component={RouterLink}
                      to={localizedPath(href, language)}
                      color="text.secondary"
                      underline="hover"
                      variant="body2"
                      sx={{ display: 'inline-block', py: 0.25 }}
                    >
                      {t(label)}
                    </Link>
                  </Box>
                ))}
              </Box>
            </div>
          ))}
        </Box>

        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 5, pt: 3 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {richMessage(messages, 'dataSource', {
              publisher: torontoChildCareData.publisher,
              dataset: torontoChildCareData.datasetName,
              date: isoDateWords(torontoChildCareData.snapshotDate, messages),
              attribution: torontoOpenDataAttribution,
              link: (chunks) => <Link href={torontoChildCareData.datasetUrl}>{chunks}</Link>,
            })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {richMessage(messages, 'copyright', {
              legalName: brand.legalName,
              // The year comes from whoever renders; the prerender and a visitor may disagree.
              year: () => <span suppressHydrationWarning>{new Date().getFullYear()}</span>,
            })}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
