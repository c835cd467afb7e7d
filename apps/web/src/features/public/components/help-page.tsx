import { Suspense } from 'react';
import { usePublicHref } from '../lib/public-href';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { brand } from '@kinderwait/contract/brand';
import { paths } from '../../../config/paths';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { localizedFaq } from '../content/localized-faq';
import { helpCatalogue } from '../help-messages';
import { useLocalizedContent } from '../lib/localized-content';
import { FaqList } from './faq-list';
import { PageIntro } from './page/page-intro';

/** The help centre's head in the active language. */
export function useHelpHead() {
  const { t } = useMessages(helpCatalogue);
  return {
    title: t('helpTitle'),
    description: t('helpHeadDescription', { productName: brand.productName }),
  };
}

function HelpContent() {
  const messages = useMessages(helpCatalogue);
  const { t } = messages;
  const publicHref = usePublicHref();
  const { parentFaq, providerFaq } = useLocalizedContent(localizedFaq);
  return (
    <>
      <PageIntro eyebrow={t('helpTitle')} title={t('howCanWeHelp')} lead={t('lead')} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="faq-parents">
          <Typography id="faq-parents" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('forParents')}
          </Typography>
          <FaqList entries={parentFaq} />
        </Box>
        <Box component="section" aria-labelledby="faq-providers" sx={{ mt: 6 }}>
          <Typography
            id="faq-providers"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 2 }}
          >
            {t('forProviders')}
          </Typography>
          <FaqList entries={providerFaq} />
        </Box>
        <Box
          component="section"
          aria-labelledby="contact-us"
          sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider' }}
        >
          <Typography id="contact-us" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {t('contactHeading')}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
            {richMessage(messages, 'contactWrite', {
              supportEmail: brand.supportEmail,
              privacyEmail: brand.privacyEmail,
              support: (chunks) => <Link href={`mailto:${brand.supportEmail}`}>{chunks}</Link>,
              privacy: (chunks) => <Link href={`mailto:${brand.privacyEmail}`}>{chunks}</Link>,
            })}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
            {richMessage(messages, 'contactSafety', {
              link: (chunks) => (
                <Link component={RouterLink} to={publicHref(paths.safety.getHref())}>
                  {chunks}
                </Link>
              ),
            })}
          </Typography>
        </Box>
      </Container>
    </>
  );
}

export function HelpPage() {
  return (
    <Suspense>
      <HelpContent />
    </Suspense>
  );
}
